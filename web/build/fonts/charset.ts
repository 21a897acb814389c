/**
 * The characters the site can show, which the font subsets keep. The content artifact is what the
 * pages render (its documents in every edition, IAST included); the UI strings live in web/src. User input appears
 * only in form fields, where a system fallback font is fine.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ARTIFACT_FILE, readArtifact } from '@shastra/content/artifact';
import { artifactEditions } from '@shastra/content/artifact/read';
import { codePointsOf } from './unicodeRange.ts';

const webSrc = join(import.meta.dirname, '../../src');
const repoRoot = join(import.meta.dirname, '../../..');

/** Bump when what is collected changes for the same files. */
const COLLECTOR_VERSION = 7;

/**
 * Kept whatever the content holds today: printable ASCII, the no-break space, common typographic
 * punctuation, the whole IAST alphabet in both cases, and what Devanagari shaping and
 * punctuation need (dotted circle for stray marks, ZWNJ/ZWJ, danda and double danda).
 */
const BASELINE = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)),
  '\u00a0\u00ad\u2009\u2011\u202f',
  '“”‘’‚„–—…·•×÷±°′″‹›«»©®™€',
  'āĀīĪūŪṛṚṝṜḷḶḹḸṃṂḥḤṁṀṅṄñÑṭṬḍḌṇṆśŚṣṢ',
  '\u25cc\u200c\u200d।॥',
].join('');

/**
 * Characters that no @fontsource slice of these families has, so they render in a system font
 * wherever they appear. The build accepts them in the content; any other uncovered character
 * fails it. U+0310, the candrabindu above m in IAST (pumām̐śca), is one of them: the browser
 * draws the m with its mark from a system font that has both, as every phone's does.
 */
export const FALLBACK_OK = '⁰⁴⁵⁶⁷⁸⁹⁺⁻≈←→\u0310';

export interface SiteCharacters {
  /** Every character to keep in the subsets (a superset of the two maps below). */
  all: Set<number>;
  /** Characters the content shows, each with the first place it occurs (for error messages). */
  content: Map<number, string>;
  /** Characters of web/src code and CSS (UI strings, but also comments), each with the first file. */
  ui: Map<number, string>;
}

/** Control characters never reach a glyph. */
const isControl = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0);

function addAll(text: string, into: Set<number>) {
  for (const cp of codePointsOf(text)) if (!isControl(cp)) into.add(cp);
}

function note(text: string, where: string, into: Map<number, string>) {
  for (const cp of codePointsOf(text)) if (!isControl(cp) && !into.has(cp)) into.set(cp, where);
}

/**
 * Precomposed letters whose parts are all kept (ड + ़ → ड़ U+095C, a + ◌̄ → ā). The shaper
 * composes a decomposed sequence when the font maps the precomposed letter, so the original font
 * draws ड़ with its own glyph: the subset must map it too to draw the same.
 */
function addCompositions(all: Set<number>) {
  const blocks: [number, number][] = [
    [0x00c0, 0x024f],
    [0x1e00, 0x1eff],
    [0x0900, 0x097f],
  ];
  for (const [start, end] of blocks) {
    for (let cp = start; cp <= end; cp++) {
      const parts = codePointsOf(String.fromCodePoint(cp).normalize('NFD'));
      if (parts.length > 1 && parts.every((part) => all.has(part))) all.add(cp);
    }
  }
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every string of the validated corpus, plus the IAST the server derives from each
 * `sanskrit_name` (buildDocuments: `sanskrit_name_iast`), which is in no YAML file.
 */
function contentCharacters(into: Map<number, string>) {
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      note(value, path, into);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  const artifact = readArtifact();
  for (const [locale, edition] of Object.entries(artifactEditions(artifact))) {
    walk({ site: edition.site, documents: Object.fromEntries(edition.documents) }, locale === 'en' ? '' : locale);
  }
}

function collect(uiFiles: string[]): SiteCharacters {
  const all = new Set<number>();
  addAll(BASELINE, all);

  const content = new Map<number, string>();
  contentCharacters(content);

  const ui = new Map<number, string>();
  for (const file of uiFiles) note(readFileSync(file, 'utf8'), relative(repoRoot, file), ui);

  for (const cp of content.keys()) all.add(cp);
  for (const cp of ui.keys()) all.add(cp);
  addCompositions(all);
  return { all, content, ui };
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/**
 * The site's characters, cached under `cacheDir` and keyed by the content of every file it
 * reads (the content artifact and the UI sources).
 */
export function collectCharacters(cacheDir: string): SiteCharacters {
  // CSS too, for `content:` strings.
  const uiFiles = filesUnder(webSrc, (name) => isSource(name) || name.endsWith('.css')).filter(
    (file) => !relative(webSrc, file).startsWith('test/'),
  );
  const inputs = [ARTIFACT_FILE, ...uiFiles];
  const hash = createHash('sha256').update(JSON.stringify({ COLLECTOR_VERSION, BASELINE }));
  for (const file of inputs) hash.update(`${relative(repoRoot, file)}\0`).update(readFileSync(file));
  const cached = join(cacheDir, `chars-${hash.digest('hex').slice(0, 16)}.json`);

  if (existsSync(cached)) {
    const now = new Date();
    utimesSync(cached, now, now); // Kept by the cache pruning (subsets.ts) while in use.
    const saved = JSON.parse(readFileSync(cached, 'utf8')) as {
      all: number[];
      content: [number, string][];
      ui: [number, string][];
    };
    return {
      all: new Set(saved.all),
      content: new Map(saved.content),
      ui: new Map(saved.ui),
    };
  }
  const chars = collect(uiFiles);
  mkdirSync(cacheDir, { recursive: true });
  const scratch = `${cached}.${process.pid}.tmp`;
  writeFileSync(
    scratch,
    JSON.stringify({
      all: [...chars.all],
      content: [...chars.content],
      ui: [...chars.ui],
    }),
  );
  renameSync(scratch, cached);
  return chars;
}
