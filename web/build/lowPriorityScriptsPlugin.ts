import type { Plugin } from 'vite';

/**
 * Marks the page's module script and its module preloads `fetchpriority="low"`. Pages are complete
 * HTML: the islands runtime is needed only to hydrate, after the first paint, so on a slow network
 * it should not take bandwidth from what the first paint needs (the fonts, the largest image).
 */
export function lowPriorityScriptsPlugin(): Plugin {
  return {
    name: 'shastra-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}
