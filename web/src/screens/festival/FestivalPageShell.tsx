import { Island } from '../../islands/Island.tsx';
import { useSite } from '../../siteConfig.ts';
import FestivalPage, { type FestivalData } from './FestivalPage.island.tsx';

/**
 * The festival page is interactive through and through: one island. Its decorations already move
 * with CSS alone, so it hydrates once the browser is idle, not while the page is still loading.
 */
export function FestivalPageShell({ data }: { data: FestivalData }) {
  const { name } = useSite();
  return (
    <Island
      name="FestivalPage"
      component={FestivalPage}
      props={{ ...data, siteName: name }}
      hydrate="idle"
      messages={['festival']}
    />
  );
}
