import type { Plugin } from 'vite';

/** Chromium's explicit compile hint: "compile every function of this file now". */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts Chromium's compile hint (Chrome 136 and later; other browsers read a comment) on the first
 * line of every browser chunk. A chunk is fetched only when the page is about to run it (the
 * entry, React and an island when it hydrates), so most of its functions are called at once.
 * Without the hint, V8 compiles each one on the main thread at its first call, in the middle of
 * hydration; with it, V8 compiles them on the thread that streams the file in. The measurements
 * are in docs/decisions.md, "Rendering". This runs last, after minification (which drops
 * comments) and after Vite has put its preload map at the top of the entry.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'shastra-compile-hints',
    // The browser's chunks only: the server bundle runs in Node.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
