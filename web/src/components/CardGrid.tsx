import { Highlight } from './Highlight.tsx';

/** One picture card: where it links, its picture and name. */
export interface Card {
  id: string;
  name: string;
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
export function CardGrid({ cards, search = '', testId, emptyText = 'Nothing matches your search.' }: CardGridProps) {
  if (cards.length === 0) return <p className="card-grid__empty">{emptyText}</p>;
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <a href={card.href} className="card" data-testid={testId}>
            <img src={card.imageurl} alt={card.image_alt} width="320" height="240" loading="lazy" decoding="async" />
            <span className="card__name">
              <Highlight text={card.name} search={search} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
