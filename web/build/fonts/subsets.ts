/**
 * Subsets the @fontsource faces to the characters the site shows, and writes them with their
 * @font-face stylesheet into a cache folder keyed by everything that decides the output (the
 * character set, the source files, subset-font's version), so an unchanged site rebuilds from the
 * cache in milliseconds.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { cmapCodePoints } from './cmap.ts';
import { formatUnicodeRange, parseUnicodeRange } from './unicodeRange.ts';

const require = createRequire(import.meta.url);

/** Bump when the output changes for the same inputs (options, CSS shape). */
const GENERATOR_VERSION = 10;

export const CACHE_ROOT = join(import.meta.dirname, '../../../node_modules/.cache/shastra-fonts');

/** Cache folders unused for this long are removed. */
const CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export interface Face {
  family: string;
  /** @fontsource package under @fontsource/. */
  pkg: string;
  weight: number;
  /** The package's unicode-range slices to draw from; the first that covers a character gets it. */
  slices: string[];
  /** Slices that give only these characters (a Latin face's own daṇḍas, not its whole Devanagari). */
  only?: Readonly<Record<string, string>>;
  /** A name for its files, where another face draws from the same package, weight and slice. */
  fileLabel?: string;
}

/** The faces the site uses (web/src/styles/base.css: --font-sans, --font-serif, [lang='sa']). */
export const FACES: Face[] = [
  // The IAST of a verse writes its stops as । and ॥: the Latin face draws them, so that line needs
  // no Devanagari file when the visitor reads verses in IAST only.
  {
    family: 'Noto Sans',
    pkg: 'noto-sans',
    weight: 400,
    slices: ['latin', 'latin-ext', 'devanagari'],
    only: { devanagari: '।॥' },
  },
  { family: 'Noto Sans', pkg: 'noto-sans', weight: 600, slices: ['latin', 'latin-ext'] },
  { family: 'Noto Serif', pkg: 'noto-serif', weight: 700, slices: ['latin', 'latin-ext'] },
  { family: 'Noto Sans Devanagari', pkg: 'noto-sans-devanagari', weight: 400, slices: ['devanagari'] },
  { family: 'Noto Sans Devanagari', pkg: 'noto-sans-devanagari', weight: 600, slices: ['devanagari'] },
  // The language switch's one Hindi word on an English page (i18n/language-switch.css): a file of
  // its five letters (about 2 kB), so a page without Devanagari of its own never needs the whole face.
  {
    family: 'Shastra Hindi Label',
    pkg: 'noto-sans-devanagari',
    weight: 400,
    slices: ['devanagari'],
    only: { devanagari: 'हिन्दी' },
    fileLabel: 'label',
  },
];

/**
 * The OpenType features kept: what browsers apply by default to Latin and Devanagari text, and
 * `tnum` (converter.css: tabular-nums). Dropping the rest (aalt, frac, sups, smcp, onum...) drops
 * the glyphs only they reach, about 0.9 kB per Latin file. A new font-variant-* or
 * font-feature-settings in the CSS needs its feature added here.
 */
const KEEP_FEATURES = [
  // Every script.
  ...['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'dist'],
  // Indic shaping (Devanagari).
  ...['nukt', 'akhn', 'rphf', 'rkrf', 'pref', 'blwf', 'abvf', 'half', 'pstf', 'vatu', 'cjct'],
  ...['init', 'pres', 'abvs', 'blws', 'psts', 'haln', 'abvm', 'blwm'],
  // Used by the CSS.
  'tnum',
];

/** Combining diacritics: kept in every slice that has them, so a mark shapes with its base letter. */
const isCombiningMark = (cp: number) => cp >= 0x0300 && cp <= 0x036f;

interface Source {
  face: Face;
  slice: string;
  path: string;
  /** The slice's unicode-range as @fontsource declares it. */
  range: Set<number>;
  /** Where the subset goes in the cache folder, and the name of the emitted asset. */
  fileName: string;
}

/** The path of a face's @fontsource file for one slice. */
const fontsourceFile = (face: Face, slice: string) =>
  require.resolve(`@fontsource/${face.pkg}/files/${face.pkg}-${slice}-${face.weight}-normal.woff2`);

/** A face's unicode-range for one slice, as @fontsource declares it. */
function fontsourceRange(face: Face, slice: string): Set<number> {
  const ranges = JSON.parse(readFileSync(require.resolve(`@fontsource/${face.pkg}/unicode.json`), 'utf8')) as Record<
    string,
    string
  >;
  const range = ranges[slice];
  if (!range) throw new Error(`@fontsource/${face.pkg} has no '${slice}' slice`);
  return parseUnicodeRange(range);
}

function sources(): Source[] {
  return FACES.flatMap((face) =>
    face.slices.map((slice) => ({
      face,
      slice,
      path: fontsourceFile(face, slice),
      range: fontsourceRange(face, slice),
      fileName: `${face.pkg}-${face.weight}-${slice}${face.fileLabel ? `-${face.fileLabel}` : ''}.woff2`,
    })),
  );
}

export interface FontFile {
  family: string;
  weight: number;
  slice: string;
  fileName: string;
  /** The code points the subset maps (its unicode-range lists exactly these). */
  codePoints: number[];
  bytes: number;
  sourceBytes: number;
}

export interface FontsPlan {
  key: string;
  dir: string;
  cssPath: string;
  chars: Set<number>;
  sources: Source[];
}

/** What the output depends on, hashed; cheap enough for every build. */
export function planFonts(chars: Set<number>): FontsPlan {
  const list = sources();
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ GENERATOR_VERSION, subsetFont: require('subset-font/package.json').version }));
  hash.update(String.fromCodePoint(...[...chars].sort((a, b) => a - b)));
  for (const source of list) {
    hash.update(`${source.fileName}\0${source.face.family}\0`);
    hash.update(readFileSync(source.path));
  }
  const key = hash.digest('hex').slice(0, 16);
  const dir = join(CACHE_ROOT, key);
  return { key, dir, cssPath: join(dir, 'fonts.css'), chars, sources: list };
}

function fontFaceCss(file: FontFile): string {
  return [
    `/* ${file.family} ${file.weight}, ${file.slice}: ${file.codePoints.length} characters */`,
    '@font-face {',
    `  font-family: '${file.family}';`,
    '  font-style: normal;',
    // Latin: optional, so a font that misses the first ~100 ms waits for the next page instead of
    // swapping in and moving the text; these faces are preloaded (fontsPlugin) and every system
    // has a Latin fallback. Devanagari: swap, because a system may have no Devanagari font at all,
    // and a verse page would show boxes where the original should be (docs/decisions.md, "No
    // layout shift from fonts, no stylesheet request before the first paint.").
    `  font-display: ${file.slice === 'devanagari' ? 'swap' : 'optional'};`,
    `  font-weight: ${file.weight};`,
    `  src: url(./${file.fileName}) format('woff2');`,
    `  unicode-range: ${formatUnicodeRange(file.codePoints)};`,
    '}',
  ].join('\n');
}

async function generate(plan: FontsPlan, into: string): Promise<FontFile[]> {
  const files: FontFile[] = [];
  await Promise.all(
    FACES.map(async (face) => {
      const covered = new Set<number>();
      for (const source of plan.sources.filter((s) => s.face === face)) {
        const only = face.only?.[source.slice];
        const wanted = [...plan.chars].filter(
          (cp) =>
            source.range.has(cp) &&
            (isCombiningMark(cp) || !covered.has(cp)) &&
            (only === undefined || only.includes(String.fromCodePoint(cp))),
        );
        if (wanted.length === 0) continue;
        const original = readFileSync(source.path);
        // Subset to SFNT to read what the subset maps, then compress that to WOFF2 unchanged.
        const sfnt = await subsetFont(original, String.fromCodePoint(...wanted), {
          targetFormat: 'sfnt',
          keepFeatures: KEEP_FEATURES,
        });
        const wantedSet = new Set(wanted);
        const codePoints = [...cmapCodePoints(sfnt)].filter((cp) => wantedSet.has(cp)).sort((a, b) => a - b);
        if (codePoints.length === 0) continue;
        const woff2 = await subsetFont(sfnt, null, { keepAllGlyphs: true, targetFormat: 'woff2' });
        writeFileSync(join(into, source.fileName), woff2);
        for (const cp of codePoints) covered.add(cp);
        files.push({
          family: face.family,
          weight: face.weight,
          slice: source.slice,
          fileName: source.fileName,
          codePoints,
          bytes: woff2.byteLength,
          sourceBytes: original.byteLength,
        });
      }
    }),
  );
  // Stable order: the order of FACES and their slices.
  const order = plan.sources.map((s) => s.fileName);
  files.sort((a, b) => order.indexOf(a.fileName) - order.indexOf(b.fileName));
  return files;
}

export interface FontsBuild {
  files: FontFile[];
  cached: boolean;
}

/**
 * The subsets and fonts.css of the plan, from the cache or made now. Made in a private folder and
 * renamed into place, so a build running alongside never sees half a folder.
 */
export async function buildFonts(plan: FontsPlan): Promise<FontsBuild> {
  const manifest = join(plan.dir, 'fonts.json');
  if (existsSync(manifest)) {
    const now = new Date();
    utimesSync(plan.dir, now, now);
    return { files: JSON.parse(readFileSync(manifest, 'utf8')) as FontFile[], cached: true };
  }

  mkdirSync(CACHE_ROOT, { recursive: true });
  const scratch = join(CACHE_ROOT, `.tmp-${plan.key}-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(scratch);
  try {
    const files = await generate(plan, scratch);
    const header =
      '/* Generated by web/build/fontsPlugin.ts: the @fontsource faces subset to the characters the site shows. */';
    writeFileSync(join(scratch, 'fonts.css'), `${header}\n${files.map(fontFaceCss).join('\n\n')}\n`);
    writeFileSync(join(scratch, 'fonts.json'), JSON.stringify(files, null, 1));
    try {
      renameSync(scratch, plan.dir);
    } catch (error) {
      // Another build finished the same folder first: theirs is identical.
      if (!existsSync(manifest)) throw error;
    }
    pruneCache(plan.key);
    return { files, cached: false };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Removes cache folders (and abandoned scratch folders) not used for a while. */
function pruneCache(keep: string) {
  const cutoff = Date.now() - CACHE_MAX_AGE_MS;
  for (const name of readdirSync(CACHE_ROOT)) {
    if (name === keep) continue;
    const path = join(CACHE_ROOT, name);
    try {
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another build meanwhile.
    }
  }
}
