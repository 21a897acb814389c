/**
 * The site's settings (content/data/site.yaml) in the edition being rendered: the page renderer
 * provides them, from the content artifact. Only the server renders what reads them (no island
 * does), so no script carries them.
 */
import { createContext, useContext } from 'react';
import type { SiteConfig } from '@shastra/content/schema';

export const SiteContext = createContext<SiteConfig | null>(null);

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite: rendered outside a page render (no SiteContext)');
  return site;
}
