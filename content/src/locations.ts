/** Where the content lives on disk; free of the loaders, so the server can read it cheaply. */
import { join } from 'node:path';

export const contentRoot = join(import.meta.dirname, '..');
export const imagesDir = join(contentRoot, 'images');
/** The images as the build copies them for the server, each with its brotli and gzip forms. */
export const builtImagesDir = join(contentRoot, 'dist', 'images');
/** The documents' brotli and gzip forms, named by the hash of their JSON (precompress.ts). */
export const builtDocumentsDir = join(contentRoot, 'dist', 'documents');
/** Videos of the site's own (content/README.md, "Videos"), served as they are at /videos/. */
export const videosDir = join(contentRoot, 'videos');
