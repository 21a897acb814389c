/**
 * Fails when the islands table in docs/architecture.md ("Islands") and the code disagree: every
 * island module (`<Name>.island.tsx` under web/src, which the registry loads by that name) must be
 * in the table once, in the row of the `hydrate` value its pages give it, and the table must name
 * no island that does not exist. Run by `npm test -- code` (part of `npm test`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'web/src'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file.endsWith('.tsx'));

/** Island name → the hydrate values its pages give it (from `<Island name="…" … hydrate="…">`). */
const inCode = new Map<string, Set<string>>();
for (const file of sources.filter((file) => file.endsWith('.island.tsx'))) {
  inCode.set(basename(file, '.island.tsx'), new Set());
}
for (const file of sources.filter((file) => !/\.test\.tsx$/.test(file))) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const [, attributes] of text.matchAll(/<Island\b([\s\S]*?)\/>/g)) {
    const name = /\bname="([^"]+)"/.exec(attributes ?? '')?.[1];
    const hydrate = /\bhydrate="([^"]+)"/.exec(attributes ?? '')?.[1];
    if (!name || !hydrate) continue;
    const whens = inCode.get(name);
    if (!whens) {
      console.error(`${file}: <Island name="${name}"> has no module web/src/**/${name}.island.tsx`);
      process.exitCode = 1;
      continue;
    }
    whens.add(hydrate);
  }
}

/** Island name → the table rows (hydrate values) that list it. */
const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
const section = /^## Islands\n([\s\S]*?)^## /m.exec(doc)?.[1] ?? '';
const inDocs = new Map<string, string[]>();
for (const [, when, cell] of section.matchAll(/^\| `(\w+)` +\| (.+?) +\|$/gm)) {
  // Names are the capitalised words before any parenthesis: "FestivalPage (the page is the island)".
  for (const name of (cell ?? '').replace(/\([^)]*\)/g, '').match(/\b[A-Z]\w+/g) ?? []) {
    inDocs.set(name, [...(inDocs.get(name) ?? []), when ?? '']);
  }
}

const problems: string[] = [];
if (inDocs.size === 0) problems.push('docs/architecture.md, "Islands": no table of islands found');
for (const [name, whens] of inCode) {
  const rows = inDocs.get(name) ?? [];
  if (whens.size === 0) problems.push(`${name}.island.tsx: no page places it with <Island name="${name}" hydrate="…">`);
  const expected = [...whens].sort().join(', ');
  if (rows.length === 0) {
    problems.push(`docs/architecture.md, "Islands": ${name} is missing (its pages hydrate it on ${expected})`);
  } else if ([...rows].sort().join(', ') !== expected) {
    problems.push(
      `docs/architecture.md, "Islands": ${name} is listed under ${rows.join(', ')}, its pages say ${expected}`,
    );
  }
}
for (const name of inDocs.keys()) {
  if (!inCode.has(name)) problems.push(`docs/architecture.md, "Islands": ${name} is no island (no ${name}.island.tsx)`);
}
for (const problem of problems) console.error(problem);
if (problems.length > 0 || process.exitCode) process.exit(1);
console.log(`check-islands: ${inCode.size} islands, each in the table under the hydrate value its pages use`);
