/**
 * The build's files (scripts, styles, fonts, pictures, icons) served like the pages: from an index
 * of the exact paths that exist, made once at start, and from prepared bytes (a strong ETag per
 * encoding, 304 on revalidation) kept in memory for the files asked for last. A request costs a
 * map lookup; a path that is not in the index is not a file, whatever its spelling.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyReply } from 'fastify';
import {
  contentHash,
  prepare,
  preparedFromFiles,
  RecentFiles,
  RecentlyUsed,
  sendPrepared,
  type PreparedBody,
} from './prepared.ts';

/**
 * The types of the files the build writes. A type that is missing here would be sent as
 * application/octet-stream: `npm run build` fails when the build wrote such a file
 * (scripts/check-budgets.ts).
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Formats that are compressed already: brotli would only cost time. */
const COMPRESSED_FORMATS = new Set(['.png', '.webp', '.woff2']);

/** How many files stay prepared in memory (a page loads about twenty). */
const FILES_KEPT = 300;

interface StaticFile {
  file: string;
  contentType: string;
  cacheControl: string;
  /** The build wrote `file.br` and `file.gz` beside it. */
  precompressed: boolean;
}

export interface StaticFolder {
  /** The folder on disk. */
  dir: string;
  /** The URL path its files are served under, with both slashes: '/assets/', or '/' for the top level. */
  prefix: string;
  /** The Cache-Control of its files, or of each file by its path under `dir`. */
  cacheControl: string | ((relative: string) => string);
  /** Also the files in its subfolders. */
  recursive: boolean;
  /** File names left out (the page template). */
  exclude?: readonly string[];
}

export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();
  private readonly prepared = new RecentlyUsed<PreparedBody>(FILES_KEPT);
  private readonly bytes = new RecentFiles(FILES_KEPT);

  /** Indexes the files of `folder` as it is now; a folder that does not exist adds nothing. */
  add(folder: StaticFolder): this {
    if (existsSync(folder.dir)) this.addDir(folder, folder.dir, folder.prefix);
    return this;
  }

  private addDir(folder: StaticFolder, dir: string, prefix: string) {
    const entries = readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const { name } = entry;
      if (name.startsWith('.') || folder.exclude?.includes(name)) continue;
      if (entry.isDirectory()) {
        if (folder.recursive) this.addDir(folder, join(dir, name), `${prefix}${name}/`);
        continue;
      }
      if (!entry.isFile() || ((name.endsWith('.br') || name.endsWith('.gz')) && names.has(name.slice(0, -3)))) continue;
      const relative = `${prefix}${name}`;
      this.files.set(relative, {
        file: join(dir, name),
        contentType: CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
        cacheControl:
          typeof folder.cacheControl === 'string'
            ? folder.cacheControl
            : folder.cacheControl(relative.slice(folder.prefix.length)),
        precompressed: names.has(`${name}.br`) && names.has(`${name}.gz`),
      });
    }
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  /** Every indexed path with its content type (for tests). */
  paths(): [path: string, contentType: string][] {
    return [...this.files].map(([path, file]) => [path, file.contentType]);
  }

  /**
   * Answers `path` (the URL path, without its query) when it is a file: the encoding the client
   * prefers, or a 304 when its ETag matches. Returns false when there is no such file.
   */
  send(
    reply: FastifyReply,
    path: string,
    headers: { 'if-none-match'?: string | undefined; 'accept-encoding'?: string | string[] | undefined },
  ): boolean {
    const found = this.files.get(path);
    if (!found) return false;
    const body = this.prepared.get(path, () => this.prepareFile(found));
    void sendPrepared(reply, body, headers);
    return true;
  }

  /**
   * A file the build compressed keeps its bytes in `bytes`, read when asked, as the pages do: a
   * client takes one encoding, so the other two stay on disk. Anything else is compressed here
   * once, quickly, and kept whole.
   */
  private prepareFile({ file, contentType, cacheControl, precompressed }: StaticFile): PreparedBody {
    const identity = readFileSync(file);
    const options = { cacheControl, contentType };
    if (precompressed) return preparedFromFiles(file, contentHash(identity), options, this.bytes);
    return prepare(identity, { ...options, compress: !COMPRESSED_FORMATS.has(extname(file)), brotliQuality: 5 });
  }
}
