/**
 * An island: an interactive part of a page that React hydrates on its own in the browser. On the
 * server it renders a `<shastra-island>` placeholder and records the component and its props; the
 * page renderer (./renderIslands.ts) then renders each island as its own React root, with its own
 * id prefix, into its placeholder, and the browser runtime (./runtime.ts) hydrates it with the
 * same props and prefix, so the two sides produce the same markup and ids.
 *
 * Everything else on a page is HTML that no script touches. docs/architecture.md, "Islands".
 */
import { createContext, useContext, type ComponentType } from 'react';
import { I18nContext, type I18n } from '../i18n/I18n.tsx';
import type { Namespace } from '../i18n/messages/types.ts';
import type { IslandName } from './registry.ts';

/** When an island hydrates: as the page loads, when the browser is idle, when it scrolls into view. */
type HydrateWhen = 'load' | 'idle' | 'visible';

export interface IslandRecord {
  id: string;
  name: IslandName;
  component: ComponentType<never>;
  props: unknown;
  /** The edition and the interface strings the island was given. */
  i18n: I18n;
}

/** Collects the islands of one page render. */
export const IslandCollector = createContext<IslandRecord[] | null>(null);

export const ISLAND_TAG = 'shastra-island';

interface IslandProps<P> {
  /** The island's module name (its file name without `.island.tsx`), as the browser loads it. */
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate: HydrateWhen;
  /** Laid out as a block (the default) or inline, for islands inside a line of text. */
  inline?: boolean;
  /**
   * The namespaces of interface strings the island (and what it renders) reads: only these travel
   * with it to the browser (i18n/I18n.tsx).
   */
  messages?: readonly Namespace[];
}

export function Island<P>({ name, component, props, hydrate, inline = false, messages = [] }: IslandProps<P>) {
  const islands = useContext(IslandCollector);
  const page = useContext(I18nContext);
  if (!islands || !page) throw new Error(`<Island name="${name}"> rendered outside a page render`);
  const id = `i${islands.length}`;
  const i18n: I18n = {
    locale: page.locale,
    messages: Object.fromEntries(messages.map((namespace) => [namespace, page.messages[namespace]])),
  };
  islands.push({ id, name, component: component as ComponentType<never>, props, i18n });
  const Tag = ISLAND_TAG as 'div';
  return (
    <Tag
      data-island={name}
      data-id={id}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
      data-i18n={JSON.stringify(i18n)}
      {...(inline ? { 'data-inline': '' } : {})}
    />
  );
}
