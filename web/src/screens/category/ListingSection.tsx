import type { ReactNode } from 'react';
import type { ListItem } from '@shastra/content/schema';
import { Breadcrumb, type Crumb } from '../../components/Breadcrumb.tsx';
import SearchableGrid from '../../components/SearchableGrid.island.tsx';
import { useMessages } from '../../i18n/I18n.tsx';
import { Island } from '../../islands/Island.tsx';
import { testIds } from '../../testIds.ts';

interface ListingSectionProps {
  /** Left out when the page shows its breadcrumb above other content. */
  crumbs?: Crumb[];
  items: ListItem[];
  hrefOf: (item: ListItem) => string;
  placeholder: string;
  label: string;
  heading?: ReactNode;
  before?: ReactNode;
}

/** A listing: breadcrumb, heading, then the searchable card grid (with name suggestions). */
export function ListingSection({ crumbs, items, hrefOf, placeholder, label, heading, before }: ListingSectionProps) {
  const t = useMessages('category');
  return (
    <section className="listing container" aria-label={label}>
      {crumbs && <Breadcrumb crumbs={crumbs} />}
      {heading}
      {before}
      <Island
        name="SearchableGrid"
        component={SearchableGrid}
        hydrate="idle"
        props={{
          cards: items.map((item) => ({ ...item, href: hrefOf(item) })),
          label,
          placeholder,
          suggest: true,
          cardTestId: testIds.itemCard,
          emptyText: t.noMatch,
        }}
        messages={['common']}
      />
    </section>
  );
}
