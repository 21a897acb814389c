import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb, type Crumb } from '../components/Breadcrumb.tsx';
import { Sources } from '../components/Sources.tsx';
import { Zoomable } from '../components/Zoomable.tsx';
import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { paragraphs } from '../text.ts';
import { Contributors } from './Contributors.tsx';
import { InformationBlocks } from './InformationBlocks.tsx';
import { TextWithLinks } from '../components/TextWithLinks.tsx';
import { ItemNotice } from './ItemNotice.tsx';
import { VideoSection } from '../components/VideoSection.tsx';
import { Prose } from '../components/Prose.tsx';

/**
 * The explanation layout: intro with inline links on its hyperlink words, information blocks with
 * numbered details, a numbered Explanation, and 'Research Contributed by'. 'No item details
 * available' when there is nothing to show.
 */
export function ExplanationView({ item, crumbs }: { item: ItemDocument; crumbs: Crumb[] }) {
  const t = useMessages('item');
  const empty = !item.intro && !item.information?.length && !item.explanation?.length;
  return (
    <article className="item container explanation" aria-labelledby="item-title">
      <Breadcrumb crumbs={crumbs} />
      <header className="explanation__header">
        <div>
          <h1 id="item-title">{item.name}</h1>
          {item.gloss && <p className="page-gloss">{item.gloss}</p>}
          <ItemNotice view={item.category.items_view} />
          {paragraphs(item.intro).map((paragraph) => (
            <p key={paragraph.slice(0, 48)}>
              <TextWithLinks text={paragraph} hyperlinks={item.hyperlink ?? []} />
            </p>
          ))}
        </div>
        <Zoomable src={item.mainurl ?? item.imageurl} alt={item.image_alt} className="explanation__image" />
      </header>
      {empty ? (
        <p className="empty-state" data-testid={testIds.itemEmpty}>
          {t.noDetails}
        </p>
      ) : (
        <>
          <InformationBlocks information={item.information ?? []} numbered />
          {item.explanation && item.explanation.length > 0 && (
            <section className="explanation__steps" aria-labelledby="explanation-title">
              <h2 id="explanation-title">{t.explanation}</h2>
              <ol>
                {item.explanation.map((step) => (
                  <li key={step}>
                    <Prose text={step} />
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
      <Contributors contributors={item.contributors} />
      <VideoSection video={item.video} />
      <Sources sources={item.sources} />
    </article>
  );
}
