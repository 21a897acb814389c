/**
 * Subsets a font to an exact set of glyphs with HarfBuzz's subsetter (the WebAssembly build that
 * subset-font also uses), which subset-font's API cannot do: it only takes characters and then
 * keeps every glyph the layout tables can reach from them (the "closure"). For Devanagari that
 * closure is most of the font, since nearly every consonant pair has a conjunct glyph.
 *
 * Here the caller names the glyphs (those shaping really produced, see harfbuzzShaper.ts) and the
 * layout closure is switched off; glyph ids are retained, so a shaped string can be compared with
 * the original font glyph by glyph (pageFonts.ts verifies every page's text that way).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** hb_subset_sets_t: the layout feature tags to keep. */
const SETS_LAYOUT_FEATURE_TAG = 6;
/** hb_subset_flags_t */
const FLAG_RETAIN_GIDS = 0x2;
const FLAG_NO_LAYOUT_CLOSURE = 0x200;
/** HB_MEMORY_MODE_WRITABLE */
const MEMORY_MODE_WRITABLE = 2;

interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize: () => void;
  malloc: (bytes: number) => number;
  free: (pointer: number) => void;
  hb_blob_create: (data: number, length: number, mode: number, userData: number, destroy: number) => number;
  hb_blob_destroy: (blob: number) => void;
  hb_blob_get_data: (blob: number, length: number) => number;
  hb_blob_get_length: (blob: number) => number;
  hb_face_create: (blob: number, index: number) => number;
  hb_face_destroy: (face: number) => void;
  hb_face_reference_blob: (face: number) => number;
  hb_set_add: (set: number, value: number) => void;
  hb_set_clear: (set: number) => void;
  hb_subset_input_create_or_fail: () => number;
  hb_subset_input_destroy: (input: number) => void;
  hb_subset_input_set: (input: number, which: number) => number;
  hb_subset_input_unicode_set: (input: number) => number;
  hb_subset_input_glyph_set: (input: number) => number;
  hb_subset_input_get_flags: (input: number) => number;
  hb_subset_input_set_flags: (input: number, flags: number) => void;
  hb_subset_or_fail: (face: number, input: number) => number;
}

const tagOf = (tag: string) => Array.from(tag).reduce((value, ch) => ((value << 8) | ch.charCodeAt(0)) >>> 0, 0);

export interface GlyphSubsetRequest {
  /** Characters the subset maps (its cmap); each must reach a glyph in `glyphs`. */
  codePoints: Iterable<number>;
  /** Glyph ids to keep; composite glyphs bring their components along. */
  glyphs: Iterable<number>;
  /** OpenType layout features to keep (their lookups are pruned to the kept glyphs). */
  features: readonly string[];
}

/** One font loaded into HarfBuzz's subsetter, cut into as many glyph subsets as asked. */
export interface GlyphSubsetter {
  /** An SFNT (TrueType) font with exactly the requested glyphs, glyph ids unchanged. */
  subset(request: GlyphSubsetRequest): Uint8Array;
}

let instance: Promise<SubsetExports> | undefined;

async function harfbuzzSubset(): Promise<SubsetExports> {
  instance ??= WebAssembly.instantiate(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))).then(
    (result) => {
      const exports = result.instance.exports as unknown as SubsetExports;
      exports._initialize();
      return exports;
    },
  );
  return instance;
}

/**
 * An @fontsource WOFF2 file as SFNT, every glyph and glyph id kept (HarfBuzz reads no WOFF2): the
 * whole face that the cut fonts are made from and checked against.
 */
export async function wholeFaceSfnt(woff2File: string): Promise<Uint8Array> {
  return new Uint8Array(await subsetFont(readFileSync(woff2File), null, { keepAllGlyphs: true, targetFormat: 'sfnt' }));
}

/** Loads an SFNT font (not WOFF2) for glyph subsetting. The face lives as long as the process. */
export async function createGlyphSubsetter(sfnt: Uint8Array): Promise<GlyphSubsetter> {
  const hb = await harfbuzzSubset();
  const heap = () => new Uint8Array(hb.memory.buffer);
  const data = hb.malloc(sfnt.byteLength);
  heap().set(sfnt, data);
  const blob = hb.hb_blob_create(data, sfnt.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);

  return {
    subset({ codePoints, glyphs, features }) {
      const input = hb.hb_subset_input_create_or_fail();
      if (!input) throw new Error('HarfBuzz could not create a subset input');
      try {
        const featureSet = hb.hb_subset_input_set(input, SETS_LAYOUT_FEATURE_TAG);
        hb.hb_set_clear(featureSet);
        for (const feature of features) hb.hb_set_add(featureSet, tagOf(feature));
        hb.hb_subset_input_set_flags(
          input,
          hb.hb_subset_input_get_flags(input) | FLAG_NO_LAYOUT_CLOSURE | FLAG_RETAIN_GIDS,
        );
        const unicodes = hb.hb_subset_input_unicode_set(input);
        for (const cp of codePoints) hb.hb_set_add(unicodes, cp);
        const glyphSet = hb.hb_subset_input_glyph_set(input);
        for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);

        const result = hb.hb_subset_or_fail(face, input);
        if (!result) throw new Error('HarfBuzz could not subset the font');
        const resultBlob = hb.hb_face_reference_blob(result);
        const start = hb.hb_blob_get_data(resultBlob, 0);
        const bytes = heap().slice(start, start + hb.hb_blob_get_length(resultBlob));
        hb.hb_blob_destroy(resultBlob);
        hb.hb_face_destroy(result);
        return bytes;
      } finally {
        hb.hb_subset_input_destroy(input);
      }
    },
  };
}
