/**
 * `virtual:fonts.css`: the site's @font-face rules, with each @fontsource face (Noto Sans 400/600,
 * Noto Serif 700, Noto Sans Devanagari 400/600) subset at build time to the characters the site
 * shows (web/build/fonts/charset.ts). Each file's unicode-range lists exactly the characters it
 * maps, so a page downloads the latin-ext or Devanagari file only when its text needs one.
 *
 * Vite inlines CSS @imports through its resolver (aliases + files), not through plugins' load
 * hooks, so the "virtual" module is a real stylesheet written next to its fonts in
 * node_modules/.cache/shastra-fonts/<key>/ and reached through an alias. Vite then treats its
 * url()s like any other: hashed files in /assets (year-long immutable caching) in a build, served
 * from the cache folder in dev.
 *
 * The build fails when the content uses a character that no subset covers (other than the few in
 * FALLBACK_OK, which no @fontsource slice of these families has), so a missing glyph cannot slip in.
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { collectCharacters, FALLBACK_OK, type SiteCharacters } from './fonts/charset.ts';
import { codePointsOf } from './fonts/unicodeRange.ts';
import { buildFonts, CACHE_ROOT, planFonts, type FontFile, type FontsPlan } from './fonts/subsets.ts';

const describe = (cp: number, where?: string) =>
  `'${String.fromCodePoint(cp)}' (U+${cp.toString(16).toUpperCase().padStart(4, '0')})${where ? ` in ${where}` : ''}`;

/** Problems with the coverage: errors for the content, warnings for UI strings. */
function checkCoverage(chars: SiteCharacters, files: FontFile[]) {
  const covered = new Set(files.flatMap((file) => file.codePoints));
  const accepted = new Set(codePointsOf(FALLBACK_OK));
  const missing = (map: Map<number, string>) =>
    [...map].filter(([cp]) => !covered.has(cp) && !accepted.has(cp) && !/\s/u.test(String.fromCodePoint(cp)));
  const content = missing(chars.content);
  const ui = missing(chars.ui).filter(([cp]) => !chars.content.has(cp));
  const fallback = [...new Set([...chars.content.keys(), ...chars.ui.keys()])].filter(
    (cp) => accepted.has(cp) && !covered.has(cp),
  );
  return {
    errors: content.map(([cp, where]) => describe(cp, where)),
    warnings: ui.map(([cp, where]) => describe(cp, where)),
    fallback: fallback.map((cp) => String.fromCodePoint(cp)).join(' '),
  };
}

export function fontsPlugin(): Plugin {
  let plan: FontsPlan;
  let chars: SiteCharacters;
  let planMs = 0;
  return {
    name: 'shastra-fonts',
    config() {
      const started = performance.now();
      chars = collectCharacters(CACHE_ROOT);
      plan = planFonts(chars.all);
      planMs = Math.round(performance.now() - started);
      // Exact match only, for CSS @import (Vite's CSS resolver applies aliases) and JS imports alike.
      return { resolve: { alias: [{ find: /^virtual:fonts\.css$/, replacement: plan.cssPath }] } };
    },
    async configResolved(config: ResolvedConfig) {
      const started = performance.now();
      const { files, cached } = await buildFonts(plan);
      const ms = Math.round(performance.now() - started);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      const total = files.reduce((sum, file) => sum + file.bytes, 0);
      const before = files.reduce((sum, file) => sum + file.sourceBytes, 0);
      config.logger.info(
        `shastra-fonts: ${files.length} subsets, ${kb(total)} (sources ${kb(before)}), ` +
          `${cached ? 'from the cache' : 'made'} in ${ms} ms (+${planMs} ms collecting characters)`,
      );

      const { errors, warnings, fallback } = checkCoverage(chars, files);
      if (fallback) config.logger.info(`shastra-fonts: shown in a system font (no @fontsource glyph): ${fallback}`);
      if (warnings.length) {
        config.logger.warn(`shastra-fonts: UI characters no font subset covers:\n  ${warnings.join('\n  ')}`);
      }
      if (errors.length) {
        const message =
          `shastra-fonts: the content uses characters no font subset covers:\n  ${errors.join('\n  ')}\n` +
          'Add the face or slice that has them (web/build/fonts/subsets.ts FACES), or, if no ' +
          '@fontsource file has them and a system font is acceptable, list them in FALLBACK_OK ' +
          '(web/build/fonts/charset.ts).';
        if (config.command === 'build') throw new Error(message);
        config.logger.error(message);
      }
    },
  };
}
