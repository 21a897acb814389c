import { useState } from 'react';
import { Outlet, useNavigation, useRouteLoaderData } from 'react-router';
import { DonateDialog } from '../components/DonateDialog.tsx';
import { DocumentTitle } from '../components/DocumentTitle.tsx';
import { FactsBanner } from '../components/FactsBanner.tsx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { LoadingOverlay } from '../components/LoadingOverlay.tsx';
import { ScrollToTop } from '../components/ScrollToTop.tsx';
import { TopBar } from '../components/TopBar.tsx';
import type { RootData } from './loaders.ts';

/** The shared layout of every route but /devi: top bar, header, facts banner, page, footer. */
export function Layout({ children }: { children?: React.ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const navigation = useNavigation();
  const [donateOpen, setDonateOpen] = useState(false);
  const openDonate = () => setDonateOpen(true);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar onDonate={openDonate} />
      <Header info={root?.info ?? null} onDonate={openDonate} />
      {root?.facts !== null && <FactsBanner facts={root?.facts} start={root?.factStart ?? 0} />}
      <main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <DonateDialog open={donateOpen} onClose={() => setDonateOpen(false)} />
      {navigation.state === 'loading' && <LoadingOverlay />}
      <ScrollToTop />
      <DocumentTitle />
    </>
  );
}
