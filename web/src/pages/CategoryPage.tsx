import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { CategoryInfo } from '@shastra/content/schema';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { SanskritName } from '../components/SanskritName.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { Sources } from '../components/Sources.tsx';
import { testIds } from '../testIds.ts';
import { matchesSearch, titleFromId } from '../text.ts';
import type { CategoryData } from './loaders.ts';

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
                <span lang="sa">{info.sanskrit_name}</span>
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

export function CategoryPage() {
  const { id, info, items } = useLoaderData() as CategoryData;
  const [search, setSearch] = useState('');
  const title = titleFromId(id);
  const shown = items.filter((item) => matchesSearch(item.name, search));
  return (
    <>
      {info && <CategoryIntro id={id} info={info} />}
      <section className="listing container" aria-label={`${title} list`}>
        <Breadcrumb crumbs={[{ label: title }]} />
        {!info && <h1>{title}</h1>}
        <SearchBox value={search} onChange={setSearch} label={`Search ${title}`} />
        <CardGrid items={shown} hrefOf={(item) => `/${id}/${item.id}`} search={search} testId={testIds.itemCard} />
      </section>
      {info && (
        <div className="container">
          <Sources sources={info.sources} />
        </div>
      )}
    </>
  );
}
