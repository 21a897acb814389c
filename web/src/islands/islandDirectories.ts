/**
 * Where each island's module lives, as a folder under web/src (`screens/quiz` for the Quiz island).
 * The renderer uses it to give a page the stylesheet of the folder of every island it has: an
 * island may draw, once it runs, classes its server HTML did not show (styles/pageStyles.ts).
 * Server only: the browser's registry (registry.ts) needs no folders.
 */
const paths = Object.keys(import.meta.glob('../**/*.island.tsx'));

export const islandDirectories: ReadonlyMap<string, string> = new Map(
  paths.map((path) => {
    const [, directory = '', name = path] = /^\.\.\/(.+)\/([^/]+)\.island\.tsx$/.exec(path) ?? [];
    return [name, directory];
  }),
);
