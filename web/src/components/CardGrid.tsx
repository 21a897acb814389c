import { Link } from 'react-router';
import type { ListItem } from '@shastra/content/schema';
import { Highlight } from './Highlight.tsx';

interface CardGridProps {
  items: ListItem[];
  hrefOf: (item: ListItem) => string;
  search?: string;
  testId: string;
  emptyText?: string;
}

/** A grid of picture cards (image and name), each a link. */
export function CardGrid({
  items,
  hrefOf,
  search = '',
  testId,
  emptyText = 'Nothing matches your search.',
}: CardGridProps) {
  if (items.length === 0) return <p className="card-grid__empty">{emptyText}</p>;
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={hrefOf(item)} className="card" data-testid={testId}>
            <img src={item.imageurl} alt={item.image_alt} width="320" height="240" loading="lazy" decoding="async" />
            <span className="card__name">
              <Highlight text={item.name} search={search} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
