import type { CategoryInfo } from '@shastra/content/schema';
import { fill } from '../i18n/format.ts';
import { useMessages } from '../i18n/I18n.tsx';
import { RichText } from '../i18n/RichText.tsx';
import { Prose } from '../components/Prose.tsx';

/** Measurement cards: name, info, and a 'Learn more:' external link (the info-style item page). */
export function MeasurementCards({ measurements }: { measurements: CategoryInfo['measurements'] }) {
  const t = useMessages('item');
  const cards = measurements.filter((m) => typeof m !== 'string');
  const lines = measurements.filter((m) => typeof m === 'string');
  if (cards.length === 0 && lines.length === 0) return null;
  return (
    <section className="measurements" aria-labelledby="measurements-title">
      <h2 id="measurements-title">{t.measurements}</h2>
      {lines.length > 0 && (
        <ul>
          {lines.map((line) => (
            <li key={line}>
              <Prose text={line} />
            </li>
          ))}
        </ul>
      )}
      <ul className="measurement-cards">
        {cards.map((card) => (
          <li className="measurement-card" key={card.name}>
            <h3>{card.name}</h3>
            <p>
              <Prose text={card.info} />
            </p>
            {card.links[0] && (
              <p className="measurement-card__link">
                <RichText
                  template={fill(t.learnMore, { host: new URL(card.links[0]).hostname.replace(/^www\./, '') })}
                  tags={{
                    link: (host) => (
                      <a href={card.links[0]} target="_blank" rel="noopener noreferrer">
                        {host}
                      </a>
                    ),
                  }}
                />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
