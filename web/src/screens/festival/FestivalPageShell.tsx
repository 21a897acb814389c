import { Island } from '../../islands/Island.tsx';
import FestivalPage, { type FestivalData } from './FestivalPage.island.tsx';

/** The festival page is interactive through and through: one island, hydrated as the page loads. */
export function FestivalPageShell({ data }: { data: FestivalData }) {
  return <Island name="FestivalPage" component={FestivalPage} props={data} hydrate="load" />;
}
