/**
 * The shared layout of every page but /devi: top bar, header with the menu, the facts banner, the
 * page, the footer, and the Donate dialog. All HTML; the parts that need a script are islands.
 */
import type { ReactNode } from 'react';
import type { Locale } from '@shastra/content/contract/locales';
import type { Fact, InfoEntry } from '@shastra/content/schema';
import { useMessages } from '../i18n/I18n.tsx';
import { AlternatesContext } from '../i18n/LanguageSwitch.tsx';
import { Island } from '../islands/Island.tsx';
import { DonateDialog } from './DonateDialog.tsx';
import FactsBanner from './FactsBanner.island.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import NavigationOverlay from './NavigationOverlay.island.tsx';
import { TopBar } from './TopBar.tsx';

export interface LayoutData {
  menu: InfoEntry[];
  /** The fact the banner shows before it loads the others (null: the banner is left out). */
  fact: { first: Fact; index: number; longest: Fact } | null;
  /** The page's full address: printed under a printed page, so the paper says where it came from. */
  address: string;
  /** This page in each edition (the language switch links to them). */
  alternates: Readonly<Record<Locale, string>>;
}

export function Layout({ data, children }: { data: LayoutData; children: ReactNode }) {
  const t = useMessages('layout');
  return (
    <AlternatesContext value={data.alternates}>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <TopBar />
      <Header menu={data.menu} />
      {data.fact && (
        <Island name="FactsBanner" component={FactsBanner} props={data.fact} hydrate="idle" messages={['layout']} />
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <p className="print-address">{data.address}</p>
      <Footer />
      <DonateDialog />
      <Island name="NavigationOverlay" component={NavigationOverlay} props={{}} hydrate="idle" messages={['layout']} />
    </AlternatesContext>
  );
}
