/**
 * How the static export lays the site out as files and writes the headers each file needs for the
 * hosts that serve such a folder (docs/deploy.md). Pure functions: `exportSite.ts` asks the app for
 * every answer and hands the results here.
 *
 * The headers are learnt from the Node server's own answers, never written twice: each exported
 * file gets the profile (the set of headers other than those every static server makes itself)
 * the server sent with it; files are grouped by folder and extension, each group takes its most
 * common profile as a rule, and the few files that differ (a page holding a video player) are
 * named one by one.
 */
import { posix } from 'node:path';

/** Headers a static server sets itself (validators, length, encoding) or that vary by request. */
const OWN_HEADERS = new Set([
  'etag',
  'last-modified',
  'content-length',
  'content-encoding',
  'content-type',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'accept-ranges',
  'transfer-encoding',
  'strict-transport-security',
  'server',
]);

/** Where the folder keeps pages addressed with a query (/quiz?q=7): out of reach of a plain URL. */
export const QUERY_PAGES_DIR = '_query';

/**
 * The file (relative to the folder) of a URL the server answers: a page `/astras` is `astras.html`,
 * an edition's home `/hi/` is `hi/index.html`, a document `/documents/astras` is
 * `documents/astras.json`, a page with a query `/quiz?q=7` is `_query/quiz/q=7.html`; a build file
 * keeps its name.
 */
export function exportFile(url: string, kind: 'page' | 'document' | 'file'): string {
  const [path = '/', query] = url.split('?', 2);
  const name = path.slice(1);
  if (kind === 'document') return `${name}.json`;
  if (kind === 'file') return name;
  if (query) return `${QUERY_PAGES_DIR}/${name}/${query}.html`;
  return path.endsWith('/') ? `${name}index.html` : `${name}.html`;
}

export type Profile = Readonly<Record<string, string>>;

/** The headers of an answer that the export must write for its host. */
export function profileOf(headers: Readonly<Record<string, string | string[] | number | undefined>>): Profile {
  const profile: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || OWN_HEADERS.has(name.toLowerCase())) continue;
    profile[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return Object.fromEntries(Object.entries(profile).sort(([a], [b]) => a.localeCompare(b)));
}

export interface ExportedFile {
  /** Relative to the folder, e.g. `assets/app-3f2a.js`. */
  file: string;
  contentType: string;
  profile: Profile;
}

/** A group of files (a folder and an extension) and the profile most of them share. */
export interface GroupRule {
  dir: string;
  ext: string;
  profile: number;
}

export interface HeaderPlan {
  profiles: Profile[];
  groups: GroupRule[];
  /** Files whose profile is not their group's: file → profile. */
  exceptions: Map<string, number>;
  /** Extension → the one content type of its files. */
  types: Map<string, string>;
  /** Every file and its profile. */
  files: Map<string, number>;
}

/** A file's group: its first folder (none for top-level files; pages are one group) and extension. */
function groupOf(file: string): { dir: string; ext: string } {
  const ext = posix.extname(file).slice(1);
  if (ext === 'html') return { dir: '*', ext };
  const slash = file.indexOf('/');
  return { dir: slash < 0 ? '' : file.slice(0, slash), ext };
}

const keyOf = (profile: Profile) => JSON.stringify(profile);

export function planHeaders(files: readonly ExportedFile[]): HeaderPlan {
  const profiles: Profile[] = [];
  const ids = new Map<string, number>();
  const idOf = (profile: Profile) => {
    const key = keyOf(profile);
    let id = ids.get(key);
    if (id === undefined) {
      id = profiles.push(profile) - 1;
      ids.set(key, id);
    }
    return id;
  };
  const types = new Map<string, string>();
  const byGroup = new Map<string, { dir: string; ext: string; files: [string, number][] }>();
  for (const { file, contentType, profile } of files) {
    const { dir, ext } = groupOf(file);
    const known = types.get(ext);
    if (known !== undefined && known !== contentType) {
      throw new Error(`.${ext} files are served as both ${known} and ${contentType} (${file}): a static host cannot`);
    }
    types.set(ext, contentType);
    const key = `${dir}|${ext}`;
    const group = byGroup.get(key) ?? { dir, ext, files: [] };
    byGroup.set(key, group);
    group.files.push([file, idOf(profile)]);
  }
  const groups: GroupRule[] = [];
  const exceptions = new Map<string, number>();
  const all = new Map<string, number>();
  for (const { dir, ext, files: members } of byGroup.values()) {
    const counts = new Map<number, number>();
    for (const [, id] of members) counts.set(id, (counts.get(id) ?? 0) + 1);
    const [common] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0];
    groups.push({ dir, ext, profile: common });
    for (const [file, id] of members) {
      all.set(file, id);
      if (id !== common) exceptions.set(file, id);
    }
  }
  groups.sort((a, b) => a.dir.localeCompare(b.dir) || a.ext.localeCompare(b.ext));
  return { profiles, groups, exceptions, types, files: all };
}
