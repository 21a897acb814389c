import { useMessages } from '../../i18n/I18n.tsx';
import { Island } from '../../islands/Island.tsx';
import GripDemonstration, { type DemonstratedGrip } from './GripDemonstration.island.tsx';

/**
 * The string grips in motion, under their own heading: on a grip's page its own grip, on the
 * category's page all of them to choose from. The island hydrates when it scrolls into view, so
 * other pages, and this one until then, load none of its code.
 */
export function GripDemonstrationSection({ grips }: { grips: DemonstratedGrip[] }) {
  const t = useMessages('grip');
  if (grips.length === 0) return null;
  return (
    <section className="grip-demo-section" aria-labelledby="grip-demo-title">
      <h2 id="grip-demo-title">{t.sectionTitle}</h2>
      <Island
        name="GripDemonstration"
        component={GripDemonstration}
        props={{ grips }}
        hydrate="visible"
        messages={['grip']}
      />
    </section>
  );
}
