/**
 * Writes the brotli (quality 11) and gzip (level 9) forms of every compressible file under a
 * folder beside it (`x.svg.br`, `x.svg.gz`), once at build time: the server sends those bytes
 * instead of compressing each answer again (smaller than on-the-fly brotli, and no CPU per
 * request). Files under 1 KB gain nothing and are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml)$/;
const MIN_BYTES = 1024;

export function precompressTree(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) {
        const bytes = readFileSync(path);
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(`${path}.br`, br);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        totals.files++;
        totals.bytes += bytes.length;
        totals.brotli += br.length;
      }
    }
  };
  walk(dir);
  return totals;
}
