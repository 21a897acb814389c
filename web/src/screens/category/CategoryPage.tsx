import { pagePath } from '@shastra/content/contract/pages';
import type { CategoryInfo, ListItem } from '@shastra/content/schema';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { FoldedParagraphs } from '../../components/FoldedParagraphs.tsx';
import { SanskritName } from '../../components/SanskritName.tsx';
import { Sources } from '../../components/Sources.tsx';
import { fill } from '../../i18n/format.ts';
import { useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { RichText } from '../../i18n/RichText.tsx';
import { testIds } from '../../testIds.ts';
import { InfoStyleView } from '../../views/InfoStyleView.tsx';
import { ListingSection } from './ListingSection.tsx';
import { VideoSection } from '../../components/VideoSection.tsx';
import { GripDemonstrationSection } from '../../views/grip/GripDemonstrationSection.tsx';

export interface CategoryData {
  id: string;
  /** The listing's name in the edition: its category's, or its grouping item's. */
  name: string;
  /** The category's intro; a listing without one (a grouping item's sub-items) shows just the list. */
  info: CategoryInfo | null;
  items: ListItem[];
}

/** The intro of a category, with the headings its content file asks for. */
function CategoryIntro({ info }: { info: CategoryInfo }) {
  const t = useMessages('category');
  const { page } = info;
  // Where the edition's name is the Sanskrit word itself (most Hindi names), it is said once.
  const sanskrit = info.sanskrit_name === info.name ? undefined : info.sanskrit_name;
  const question = fill(sanskrit && page.what_is === 'with_sanskrit' ? t.whatIsWithSanskrit : t.whatIs, {
    name: info.name,
  });
  return (
    <section className="category-intro container" aria-labelledby="category-title">
      <div className="category-intro__text">
        <h1 id="category-title">
          {info.name}
          {page.title_sanskrit && sanskrit && (
            <span className="category-intro__sanskrit">
              <SanskritName devanagari={sanskrit} iast={info.sanskrit_name_iast} />
            </span>
          )}
        </h1>
        {info.gloss && <p className="page-gloss">{info.gloss}</p>}
        {page.what_is !== 'none' && (
          <h2 className="category-intro__question">
            <RichText
              template={question}
              tags={{
                sanskrit: () =>
                  sanskrit && <SanskritName devanagari={sanskrit} iast={info.sanskrit_name_iast} compact />,
              }}
            />
          </h2>
        )}
        <FoldedParagraphs text={info.intro} />
      </div>
      {page.show_image && (
        <img
          className="category-intro__image"
          src={info.imageurl}
          alt={info.image_alt}
          width="320"
          height="240"
          fetchPriority="high"
        />
      )}
    </section>
  );
}

/** The legend above a listing: an information block's picture with its labels (the vyūha symbols). */
function Legend({ info }: { info: CategoryInfo }) {
  const block = info.information.find((b) => b.title === info.page.legend);
  if (!block?.imageurl) return null;
  const labels = block.details.flatMap((detail) => (detail.sub_title ? [detail.sub_title] : detail.sub_details));
  return (
    <section className="symbol-information" aria-labelledby="symbol-title" data-testid={testIds.symbolInformation}>
      <h2 id="symbol-title">{block.title}</h2>
      <img src={block.imageurl} alt={`${block.title}: ${labels.join(', ')}`} width="320" height="80" />
      <ul className="symbol-information__labels">
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A category: an article (one info-style page), or its intro then the searchable list of its
 * items; as its content file says (`page`).
 */
export function CategoryPage({ data }: { data: CategoryData }) {
  const { id, name: title, info, items } = data;
  const t = useMessages('category');
  const to = useLocalePath();
  if (info?.page.layout === 'article') return <InfoStyleView content={info} showImage={info.page.show_image} />;
  const crumbs = [{ label: title }];
  return (
    <>
      {info && (
        <div className="container">
          <Breadcrumb crumbs={crumbs} />
        </div>
      )}
      {info && <CategoryIntro info={info} />}
      <ListingSection
        crumbs={info ? undefined : crumbs}
        items={items}
        hrefOf={(item) => to(pagePath.item(id, item.id))}
        placeholder={t.searchPlaceholder}
        label={fill(t.searchLabel, { title })}
        heading={info ? undefined : <h1>{title}</h1>}
        before={info?.page.legend ? <Legend info={info} /> : undefined}
      />
      {info?.grips && (
        <div className="container">
          <GripDemonstrationSection grips={info.grips} />
          <VideoSection video={info.video} />
        </div>
      )}
      {info && !info.grips && info.video && (
        <div className="container">
          <VideoSection video={info.video} />
        </div>
      )}
      {info && (
        <div className="container">
          <Sources sources={info.sources} />
        </div>
      )}
    </>
  );
}
