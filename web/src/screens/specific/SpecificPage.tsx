import { Fragment } from 'react';
import { pagePath } from '@shastra/content/contract/pages';
import type { ItemDocument } from '@shastra/content/schema';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { Sources } from '../../components/Sources.tsx';
import { VideoSection } from '../../components/VideoSection.tsx';
import { titleFromId } from '../../text.ts';
import { ItemHeader } from '../../views/ItemHeader.tsx';

export interface SpecificData {
  item: ItemDocument;
  /** The page the unit words link to: the category that explains the measures. */
  measuresPath: string | null;
}

/** Unit words that link to the measurements page. */
const UNIT_WORDS = /\b(angulas|hastas|vitasti|añgulas)\b/giu;

function WithUnitLinks({ text, href }: { text: string; href: string | null }) {
  const parts = text.split(UNIT_WORDS);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 && href ? (
          <a key={i} href={href}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const EXTRA_SECTIONS = [
  ['connecting_feathers_to_arrow', 'Connecting Feathers to Arrow'],
  ['use', 'Use'],
  ['things_to_avoid', 'Things to avoid'],
  ['bows_considered_auspicious', 'Bows considered auspicious'],
  ['bows_that_are_prohibited', 'Bows that are prohibited'],
  ['process', 'Process'],
] as const;

/**
 * A specific detail (a sub-item): name, intro, main image, Measurements (the unit words link to
 * the measurements page), Materials, and the sections its fields hold (Use, Process, Things to
 * avoid...).
 */
export function SpecificPage({ data: { item, measuresPath } }: { data: SpecificData }) {
  const measurementLines = (item.measurements ?? []).filter((m) => typeof m === 'string');
  const crumbs = [
    { label: titleFromId(item.category.id), to: pagePath.category(item.category.id) },
    ...(item.parent ? [{ label: item.parent.name, to: pagePath.item(item.category.id, item.parent.id) }] : []),
    { label: item.name },
  ];
  return (
    <article className="item container" aria-labelledby="item-title">
      <Breadcrumb crumbs={crumbs} />
      <ItemHeader item={item}>
        <Paragraphs text={item.intro} />
      </ItemHeader>
      {measurementLines.length > 0 && (
        <section className="specific-section">
          <h2>Measurements</h2>
          <ul>
            {measurementLines.map((m) => (
              <li key={m}>
                <WithUnitLinks text={m} href={measuresPath} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {item.materials && item.materials.length > 0 && (
        <section className="specific-section">
          <h2>Materials</h2>
          <ul>
            {item.materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      )}
      {EXTRA_SECTIONS.map(([field, heading]) => {
        const value = item[field];
        if (!value || value.length === 0) return null;
        return (
          <section className="specific-section" key={field}>
            <h2>{heading}</h2>
            {typeof value === 'string' ? (
              <p>{value}</p>
            ) : (
              <ul>
                {value.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <VideoSection video={item.video} />
      <Sources sources={item.sources} />
    </article>
  );
}
