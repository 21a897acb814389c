import { useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { Highlight } from './Highlight.tsx';

/** One picture card: where it links, its picture, name and the name's plain English meaning. */
export interface Card {
  id: string;
  name: string;
  gloss?: string | undefined;
  /** Other names a visitor may type: the listing filters find the card by them, never shown. */
  aliases?: string[] | undefined;
  /** A page path; the card links to it in the edition being rendered. */
  href: string;
  imageurl: string;
  image_alt: string;
}

interface CardGridProps {
  cards: Card[];
  search?: string;
  testId: string;
  emptyText?: string;
}

/** A grid of picture cards (image and name), each a link. */
export function CardGrid({ cards, search = '', testId, emptyText }: CardGridProps) {
  const { nothingMatches } = useMessages('common');
  const editionPath = useLocalePath();
  if (cards.length === 0) return <p className="card-grid__empty">{emptyText ?? nothingMatches}</p>;
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <a href={editionPath(card.href)} className="card" data-testid={testId}>
            <img src={card.imageurl} alt={card.image_alt} width="320" height="240" loading="lazy" decoding="async" />
            <span className="card__name">
              <Highlight text={card.name} search={search} />
            </span>
            {card.gloss && (
              <span className="card__gloss">
                <Highlight text={card.gloss} search={search} />
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
