import { pagePath } from '@shastra/content/contract/pages';
import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { Sources } from '../../components/Sources.tsx';
import { UnitLinks } from '../../components/TextWithLinks.tsx';
import { VideoSection } from '../../components/VideoSection.tsx';
import { useMessages } from '../../i18n/I18n.tsx';
import { ItemHeader } from '../../views/ItemHeader.tsx';
import { NextSteps } from '../../views/NextSteps.tsx';
import { savedItem } from '../item/ItemPage.tsx';
import { Prose } from '../../components/Prose.tsx';

export interface SpecificData {
  item: ItemDocument;
  /** The page the unit words link to: the category that explains the measures. */
  measuresPath: string | null;
}

/** The sections a specific page shows when its content has them, in this order. */
const EXTRA_SECTIONS = [
  'connecting_feathers_to_arrow',
  'use',
  'things_to_avoid',
  'bows_considered_auspicious',
  'bows_that_are_prohibited',
  'process',
] as const;

/**
 * A specific detail (a sub-item): name, intro, main image, Measurements (the unit words link to
 * the measurements page), Materials, and the sections its fields hold (Use, Process, Things to
 * avoid...).
 */
export function SpecificPage({ data: { item, measuresPath } }: { data: SpecificData }) {
  const t = useMessages('item');
  const measurementLines = (item.measurements ?? []).filter((m) => typeof m === 'string');
  const crumbs = [
    { label: item.category.name, to: pagePath.category(item.category.id) },
    ...(item.parent ? [{ label: item.parent.name, to: pagePath.item(item.category.id, item.parent.id) }] : []),
    { label: item.name },
  ];
  return (
    <>
      <article className="item container" aria-labelledby="item-title">
        <Breadcrumb crumbs={crumbs} />
        <ItemHeader item={item}>
          <Paragraphs text={item.intro} />
        </ItemHeader>
        {measurementLines.length > 0 && (
          <section className="specific-section">
            <h2>{t.measurements}</h2>
            <ul>
              {measurementLines.map((m) => (
                <li key={m}>
                  <UnitLinks text={m} href={measuresPath} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {item.materials && item.materials.length > 0 && (
          <section className="specific-section">
            <h2>{t.materials}</h2>
            <ul>
              {item.materials.map((m) => (
                <li key={m}>
                  <Prose text={m} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {EXTRA_SECTIONS.map((field) => {
          const value = item[field];
          if (!value || value.length === 0) return null;
          return (
            <section className="specific-section" key={field}>
              <h2>{t.sections[field]}</h2>
              {typeof value === 'string' ? (
                <p>
                  <Prose text={value} />
                </p>
              ) : (
                <ul>
                  {value.map((line) => (
                    <li key={line}>
                      <Prose text={line} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
        <VideoSection video={item.video} />
        <Sources sources={item.sources} />
      </article>
      <NextSteps steps={item.next_steps} save={savedItem(item, t.pageTitle)} />
    </>
  );
}
