import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { speculationRulesTag } from './speculationRules.ts';

const PREFS_SOURCE = join(import.meta.dirname, '..', 'src', 'preferences', 'prefs.js');

/** prefs.js without its comments and indentation: the few hundred bytes every page carries inline. */
export function prefsScript(): string {
  return readFileSync(PREFS_SOURCE, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('');
}

/** The `<script>` element that applies the saved preferences before the first paint. */
export const prefsScriptTag = () => `<script>${prefsScript()}</script>`;

/**
 * index.html with its inline scripts in place of their markers: `<!--prefs-script-->` becomes the
 * preferences script itself (a classic script file in <head> would block the first paint for a
 * request) and `<!--speculation-rules-->` the prefetch rule set (./speculationRules.ts).
 */
export const inlineTemplateScripts = (html: string) =>
  html.replace('<!--prefs-script-->', prefsScriptTag).replace('<!--speculation-rules-->', speculationRulesTag);

/**
 * Puts the template's inline scripts in place. The server allows inline scripts by their SHA-256
 * hash (server/src/pages/inlineScripts.ts), never 'unsafe-inline'.
 */
export function inlineScriptPlugin(): Plugin {
  return {
    name: 'shastra-inline-script',
    transformIndexHtml: { order: 'pre', handler: inlineTemplateScripts },
  };
}
