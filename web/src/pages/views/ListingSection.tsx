import { useState } from 'react';
import type { ListItem } from '@shastra/content/schema';
import { Breadcrumb, type Crumb } from '../../components/Breadcrumb.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { SearchCombobox } from '../../components/SearchCombobox.tsx';
import { testIds } from '../../testIds.ts';
import { matchesSearch } from '../../text.ts';

interface ListingSectionProps {
  /** Left out when the page shows its breadcrumb above other content. */
  crumbs?: Crumb[];
  items: ListItem[];
  hrefOf: (item: ListItem) => string;
  placeholder: 'Search' | 'Search destinations...';
  label: string;
  heading?: React.ReactNode;
  before?: React.ReactNode;
}

/** Breadcrumb, search with suggestions, and the live-filtered card grid of a listing. */
export function ListingSection({ crumbs, items, hrefOf, placeholder, label, heading, before }: ListingSectionProps) {
  const [search, setSearch] = useState('');
  const shown = items.filter((item) => matchesSearch(item.name, search));
  return (
    <section className="listing container" aria-label={label}>
      {crumbs && <Breadcrumb crumbs={crumbs} />}
      {heading}
      {before}
      <SearchCombobox
        value={search}
        onChange={setSearch}
        names={items.map((item) => item.name)}
        placeholder={placeholder}
        label={label}
      />
      <CardGrid items={shown} hrefOf={hrefOf} search={search} testId={testIds.itemCard} />
    </section>
  );
}
