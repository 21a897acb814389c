/**
 * Every island of the site: a module named `<Name>.island.tsx` anywhere under web/src, whose
 * default export is the component. The browser loads an island's module (a chunk of its own) only
 * on a page that has it, when its time to hydrate comes.
 */
import type { ComponentType } from 'react';

type IslandModule = { default: ComponentType<never> };

const modules = import.meta.glob<IslandModule>('../**/*.island.tsx');

/** An island's name: its file name without `.island.tsx`. */
export type IslandName = string;

export const islandLoaders: ReadonlyMap<IslandName, () => Promise<IslandModule>> = new Map(
  Object.entries(modules).map(([path, load]) => [/([^/]+)\.island\.tsx$/.exec(path)?.[1] ?? path, load]),
);
