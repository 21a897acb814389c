/**
 * The pages' compression dictionary (docs/decisions.md, "Quality
 * budgets"): the HTML of a few pages that share what every page repeats (the inline stylesheet,
 * the header and its menu, the footer). A browser that holds it (Chromium since 130) sends its hash
 * in `Available-Dictionary`, and the server answers a page compressed against it, as the build
 * made it here: Zstandard with the dictionary as its prefix, framed as `dcz` (RFC 9842: a magic
 * number and the dictionary's SHA-256 before the Zstandard frame).
 */
import { createHash } from 'node:crypto';
import { constants, zstdCompressSync } from 'node:zlib';

/** The pages whose HTML makes the dictionary: a verse and an item hold the shell of nearly every page. */
export const DICTIONARY_PAGES = ['/texts/dhanurveda_samhita/1.5', '/astras/sammohana'] as const;

/** dcz's header: a Zstandard skippable frame's magic and length (RFC 9842, section 4). */
const DCZ_MAGIC = Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00]);

export interface PageDictionary {
  bytes: Buffer;
  /** The value a browser holding it sends in Available-Dictionary: its SHA-256 as a byte sequence. */
  availableDictionary: string;
  /** The name it is served under: its hash, so it can be cached for good. */
  url: string;
  /** A page's bytes compressed against the dictionary, in dcz framing. */
  dcz(page: Buffer): Buffer;
}

export function pageDictionary(pages: readonly string[]): PageDictionary {
  const bytes = Buffer.from(pages.join('\n'));
  const sha256 = createHash('sha256').update(bytes).digest();
  const header = Buffer.concat([DCZ_MAGIC, sha256]);
  return {
    bytes,
    availableDictionary: `:${sha256.toString('base64')}:`,
    url: `/page-dictionary/${sha256.toString('base64url').slice(0, 16)}.txt`,
    // Level 9: 2.6 ms a page against 9 ms at 19, for 1.11 KB a page against 1.06.
    dcz: (page) =>
      Buffer.concat([
        header,
        zstdCompressSync(page, {
          dictionary: bytes,
          params: { [constants.ZSTD_c_compressionLevel]: 9 },
        }),
      ]),
  };
}
