import { useLoaderData } from 'react-router';
import type { CategoryInfo } from '@shastra/content/schema';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { SanskritName } from '../components/SanskritName.tsx';
import { Sources } from '../components/Sources.tsx';
import { testIds } from '../testIds.ts';
import { titleFromId } from '../text.ts';
import type { CategoryData } from './loaders.ts';
import { InfoStyleView } from './views/InfoStyleView.tsx';
import { ListingSection } from './views/ListingSection.tsx';

/** Categories with one dedicated info-style view instead of intro and list (spec). */
export const DEDICATED_CATEGORIES = new Set(['ancient_indian_measurements', 'rules_of_war', 'seven_ways_of_fighting']);
const NO_SANSKRIT_HEADING = new Set(['weapon_building']);
const NO_WHAT_IS_HEADING = new Set(['arrow_heads', 'naracha_nalika_sataghani']);
const NO_SANSKRIT_IN_WHAT_IS = new Set(['weapon_building', 'military_science']);

/** The intro view of a category (spec "Category page"), with the spec's heading rules. */
function CategoryIntro({ id, info }: { id: string; info: CategoryInfo }) {
  const showSanskrit = info.sanskrit_name && !NO_SANSKRIT_HEADING.has(id);
  return (
    <section className="category-intro container" aria-labelledby="category-title">
      <div className="category-intro__text">
        <h1 id="category-title">
          {info.name}
          {showSanskrit && info.sanskrit_name && (
            <span className="category-intro__sanskrit">
              <SanskritName devanagari={info.sanskrit_name} iast={info.sanskrit_name_iast} />
            </span>
          )}
        </h1>
        {!NO_WHAT_IS_HEADING.has(id) && (
          <h2 className="category-intro__question">
            What is {info.name}
            {info.sanskrit_name && !NO_SANSKRIT_IN_WHAT_IS.has(id) && (
              <>
                {' / '}
                <SanskritName devanagari={info.sanskrit_name} iast={info.sanskrit_name_iast} compact />
              </>
            )}
            ?
          </h2>
        )}
        <Paragraphs text={info.intro} />
      </div>
      <img className="category-intro__image" src={info.imageurl} alt={info.image_alt} width="320" height="240" />
    </section>
  );
}

/** The vyūha legend: the symbol image with its labels (the "Symbol Information" block). */
function SymbolInformation({ info }: { info: CategoryInfo }) {
  const block = info.information.find((b) => b.title === 'Symbol Information');
  if (!block?.imageurl) return null;
  const labels = block.details.flatMap((detail) => (detail.sub_title ? [detail.sub_title] : detail.sub_details));
  return (
    <section className="symbol-information" aria-labelledby="symbol-title" data-testid={testIds.symbolInformation}>
      <h2 id="symbol-title">Symbol Information</h2>
      <img
        src={block.imageurl}
        alt="The five unit symbols of the formation diagrams, in the order listed"
        width="320"
        height="80"
      />
      <ul className="symbol-information__labels">
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </section>
  );
}

export function CategoryPage() {
  const { id, info, items } = useLoaderData() as CategoryData;
  const title = titleFromId(id);
  if (info && DEDICATED_CATEGORIES.has(id)) {
    return <InfoStyleView content={info} showImage={id !== 'seven_ways_of_fighting'} />;
  }
  return (
    <>
      {info && <CategoryIntro id={id} info={info} />}
      <ListingSection
        crumbs={[{ label: title }]}
        items={items}
        hrefOf={(item) => `/${id}/${item.id}`}
        placeholder="Search"
        label={`Search ${title}`}
        heading={info ? undefined : <h1>{title}</h1>}
        before={id === 'vyuham' && info ? <SymbolInformation info={info} /> : undefined}
      />
      {info && (
        <div className="container">
          <Sources sources={info.sources} />
        </div>
      )}
    </>
  );
}
