import type { Plugin } from 'vite';

/** Chromium's explicit compile hint: "compile every function of this file now". */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * `output.postBanner` of the browser build: the compile hint on every chunk (Chrome 136 and later;
 * other browsers read a comment). A chunk is fetched only when the page is about to run it (the
 * entry, React and an island when it hydrates), so most of its functions are called at once.
 * Without the hint, V8 compiles each one on the main thread at its first call, in the middle of
 * hydration; with it, V8 compiles them on the thread that streams the file in. The measurements
 * are in docs/decisions.md, "Rendering". A post-banner is added after minification (which drops
 * comments) and before the file's name is hashed, so the name still stands for the content.
 */
export const compileHintBanner = () => COMPILE_HINT;

/**
 * Vite puts its preload map above the banner of the entry chunk: this moves the hint back to the
 * first line, where Chromium looks for it. The file keeps the same lines in another order, so its
 * hashed name still stands for one content.
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
          if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
          const lines = file.code.split('\n');
          const at = lines.indexOf(COMPILE_HINT);
          if (at === -1) this.error(`${file.fileName} has no compile hint`);
          lines.splice(at, 1);
          file.code = [COMPILE_HINT, ...lines].join('\n');
        }
      },
    },
  };
}
