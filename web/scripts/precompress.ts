/**
 * The web build's last step: the brotli and gzip forms of every built browser file (scripts,
 * styles, the manifest, the service worker), which the server sends as they are.
 */
import { join } from 'node:path';
import { precompressTree } from '@shastra/content/precompress';

const totals = precompressTree(join(import.meta.dirname, '..', 'dist', 'client'));
console.log(
  `precompress: ${totals.files} files, ${(totals.bytes / 1024).toFixed(0)} KB → ${(totals.brotli / 1024).toFixed(0)} KB brotli`,
);
