/**
 * Shapes Devanagari with HarfBuzz, the shaper Chromium, Firefox and Android use, to learn which
 * glyphs a string needs. Devanagari shaping rewrites a string in many steps (half forms, reph,
 * conjunct ligatures, vowel-sign forms); a glyph that appears only between two steps is still
 * needed for the last step to fire, so `glyphsUsed` records the buffer after every lookup, not
 * only the result.
 *
 * It calls harfbuzzjs's WebAssembly exports directly rather than through the package's classes:
 * those wrap every trace message in new objects, which made the build's page fonts (thousands of
 * strings, each shaped several times) about twice as slow.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** One shaped glyph after another: id, x advance, y advance, x offset, y offset (font units). */
export type ShapedGlyphs = number[];

/** Whether two shapings are the same glyphs in the same places. */
export const sameShape = (a: ShapedGlyphs, b: ShapedGlyphs) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

export interface Shaper {
  /** Every glyph id the shaping of `text` passes through, the final ones included. */
  glyphsUsed(text: string, language: string): Set<number>;
  /** The shaped result, comparable between two fonts that share glyph ids. */
  shape(text: string, language: string): ShapedGlyphs;
  /** Frees the font's memory inside HarfBuzz. */
  destroy(): void;
}

type Fn = (...args: number[]) => number;
interface HarfBuzzModule {
  wasmExports: Record<string, Fn>;
  HEAPU8: Uint8Array;
  HEAPU32: Uint32Array;
  HEAP32: Int32Array;
  addFunction(func: (...args: number[]) => number, signature: string): number;
}

const DIRECTION_LTR = 4;
const CONTENT_TYPE_GLYPHS = 2;
const MEMORY_MODE_DUPLICATE = 0;
/** hb_script_t for Devanagari: the tag 'Deva'. */
const SCRIPT_DEVANAGARI = 0x44657661;
/** hb_glyph_info_t and hb_glyph_position_t are five 32-bit words each. */
const RECORD_WORDS = 5;
const END_LOOKUP = Array.from('end lookup', (ch) => ch.charCodeAt(0));

interface HarfBuzz {
  hb: HarfBuzzModule;
  /** The trace's message function, shared by every shaper; it adds to `trace.seen`. */
  messageFunction: number;
  trace: { seen: Set<number> | undefined };
}

let harfbuzz: Promise<HarfBuzz> | undefined;

/** harfbuzzjs's Emscripten module (the package's own classes wrap the same file). */
function loadHarfBuzz(): Promise<HarfBuzz> {
  harfbuzz ??= (async () => {
    const factory = join(dirname(require.resolve('harfbuzzjs')), 'harfbuzz.js');
    const { default: create } = (await import(pathToFileURL(factory).href)) as {
      default: () => Promise<HarfBuzzModule>;
    };
    const hb = await create();
    const trace: HarfBuzz['trace'] = { seen: undefined };
    const fn = (name: string) => {
      const found = hb.wasmExports[name];
      if (!found) throw new Error(`harfbuzzjs has no ${name}`);
      return found;
    };
    const [contentType, glyphInfos, bufferLength] = [
      fn('hb_buffer_get_content_type'),
      fn('hb_buffer_get_glyph_infos'),
      fn('hb_buffer_get_length'),
    ];
    // After each lookup, every glyph in the buffer.
    const onMessage = (buffer: number, _font: number, message: number) => {
      const seen = trace.seen;
      if (!seen || contentType(buffer) !== CONTENT_TYPE_GLYPHS) return 1;
      const text = hb.HEAPU8;
      if (!END_LOOKUP.every((code, i) => text[message + i] === code)) return 1;
      const infos = glyphInfos(buffer, 0) / 4;
      const length = bufferLength(buffer);
      const words = hb.HEAPU32;
      for (let i = 0; i < length; i++) seen.add(words[infos + i * RECORD_WORDS] ?? 0);
      return 1;
    };
    return { hb, trace, messageFunction: hb.addFunction(onMessage, 'iiiii') };
  })();
  return harfbuzz;
}

/**
 * A shaper for one SFNT font. `language` is a BCP 47 tag such as `sa` (it selects the font's
 * language system, as the element's `lang` does in a browser), or '' for the default.
 */
export async function createShaper(sfnt: Uint8Array): Promise<Shaper> {
  const { hb, trace: tracing, messageFunction } = await loadHarfBuzz();
  const x = hb.wasmExports;
  const call = (name: string, ...args: number[]) => {
    const fn = x[name];
    if (!fn) throw new Error(`harfbuzzjs has no ${name}`);
    return fn(...args);
  };

  const data = call('malloc', sfnt.byteLength);
  hb.HEAPU8.set(sfnt, data);
  const blob = call('hb_blob_create', data, sfnt.byteLength, MEMORY_MODE_DUPLICATE, 0, 0);
  call('free', data);
  const face = call('hb_face_create', blob, 0);
  const font = call('hb_font_create', face);
  const buffer = call('hb_buffer_create');

  const languages = new Map<string, number>();
  const languageOf = (tag: string) => {
    let language = languages.get(tag);
    if (language === undefined) {
      const bytes = Array.from(tag, (ch) => ch.charCodeAt(0));
      const ptr = call('malloc', bytes.length + 1);
      hb.HEAPU8.set([...bytes, 0], ptr);
      language = call('hb_language_from_string', ptr, -1);
      call('free', ptr);
      languages.set(tag, language);
    }
    return language;
  };

  const run = (text: string, language: string, trace: Set<number> | undefined) => {
    call('hb_buffer_reset', buffer);
    const codePoints = Array.from(text, (ch) => ch.codePointAt(0) ?? 0);
    const ptr = call('malloc', codePoints.length * 4);
    hb.HEAPU32.set(codePoints, ptr / 4);
    call('hb_buffer_add_codepoints', buffer, ptr, codePoints.length, 0, codePoints.length);
    call('free', ptr);
    call('hb_buffer_set_direction', buffer, DIRECTION_LTR);
    // Danda and digits are shared by several scripts; among Devanagari letters a browser shapes
    // them as Devanagari, and so does this.
    call('hb_buffer_set_script', buffer, SCRIPT_DEVANAGARI);
    if (language) call('hb_buffer_set_language', buffer, languageOf(language));
    call('hb_buffer_set_message_func', buffer, trace ? messageFunction : 0, 0, 0);
    tracing.seen = trace;
    try {
      call('hb_shape', font, buffer, 0, 0);
    } finally {
      tracing.seen = undefined;
    }
    return { infos: call('hb_buffer_get_glyph_infos', buffer, 0) / 4, length: call('hb_buffer_get_length', buffer) };
  };

  return {
    glyphsUsed(text, language) {
      const used = new Set<number>();
      const { infos, length } = run(text, language, used);
      for (let i = 0; i < length; i++) used.add(hb.HEAPU32[infos + i * RECORD_WORDS] ?? 0);
      return used;
    },
    shape(text, language) {
      const { infos, length } = run(text, language, undefined);
      const positions = call('hb_buffer_get_glyph_positions', buffer, 0) / 4;
      const shaped: ShapedGlyphs = [];
      for (let i = 0; i < length; i++) {
        shaped.push(hb.HEAPU32[infos + i * RECORD_WORDS] ?? 0);
        for (let k = 0; k < 4; k++) shaped.push(hb.HEAP32[positions + i * RECORD_WORDS + k] ?? 0);
      }
      return shaped;
    },
    destroy() {
      call('hb_buffer_destroy', buffer);
      call('hb_font_destroy', font);
      call('hb_face_destroy', face);
      call('hb_blob_destroy', blob);
    },
  };
}
