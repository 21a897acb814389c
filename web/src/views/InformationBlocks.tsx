import type { CategoryInfo } from '@shastra/content/schema';
import { stripProseLinks } from '@shastra/content/text/proseLinks';
import { Prose } from '../components/Prose.tsx';

type Information = CategoryInfo['information'];

/**
 * Information blocks: a title, an optional image, and details with a sub-title, an optional image
 * and text. The info-style page shows each detail's first line; the explanation variant numbers
 * every line.
 */
export function InformationBlocks({ information, numbered = false }: { information: Information; numbered?: boolean }) {
  return (
    <>
      {information.map((block) => (
        <section className="info-block" key={block.title} aria-label={stripProseLinks(block.title)}>
          <h2>
            <Prose text={block.title} />
          </h2>
          {block.imageurl && (
            <img className="info-block__image" src={block.imageurl} alt="" width="320" height="240" loading="lazy" />
          )}
          <div className="info-block__details">
            {block.details.map((detail, i) => (
              <div
                className={`info-detail${detail.sub_imageurl ? ' info-detail--pictured' : ''}`}
                key={`${detail.sub_title ?? ''}-${i}`}
              >
                {detail.sub_imageurl && (
                  <img src={detail.sub_imageurl} alt="" width="160" height="120" loading="lazy" />
                )}
                <div>
                  {detail.sub_title && (
                    <h3>
                      <Prose text={detail.sub_title} />
                    </h3>
                  )}
                  {numbered ? (
                    <ol>
                      {detail.sub_details.map((line) => (
                        <li key={line}>
                          <Prose text={line} />
                        </li>
                      ))}
                    </ol>
                  ) : (
                    detail.sub_details[0] && (
                      <p>
                        <Prose text={detail.sub_details[0]} />
                      </p>
                    )
                  )}
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
