/**
 * Fails when code or docs send the reader outside the repository for a rule: to the product
 * specification, an issue number, or a file beside the repository; and when they point to a
 * section of a doc that does not exist. The rules live in docs/architecture.md ("Product rules")
 * and docs/decisions.md; comments point there.
 * Run by `npm test -- code` (part of `npm test`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const OUTSIDE: ReadonlyArray<[RegExp, string]> = [
  [/\bspec(ification)?\b(?![.\-/])/i, 'the specification (write the rule in docs/architecture.md and point there)'],
  [/\bissues? #?\d+/i, 'an issue number (say what the rule is, not where it was asked for)'],
  [/\.\.\/shared\b/, 'a folder outside the repository'],
  [/DEVELOPERS\.md/, 'a guide outside the repository'],
];

/** Text we write: code, styles, docs, content data (verse texts are quoted editions, not ours). */
const CHECKED = /\.(ts|tsx|js|cjs|mjs|css|html|md|ya?ml|json)$/;
const SKIPPED = /^(package-lock\.json|content\/data\/texts\/)|(^|\/)(dist|node_modules)\//;

/** Files tracked by git plus new files not ignored: what a commit would contain. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0').filter(Boolean))];
}

export function findOutsideReferences(path: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, what] of OUTSIDE) {
      const match = pattern.exec(line);
      if (match) problems.push(`${path}:${index + 1}: '${match[0]}' points to ${what}`);
    }
  });
  return problems;
}

/** `docs/x.md, "Heading"` and `docs/x.md ("Heading")`: a section that must exist. */
const SECTION_REFERENCE = /(docs\/[\w.-]+\.md)[,(\s]+"([^"]+)"/g;
const headingsOf = new Map<string, Set<string>>();

function headings(doc: string): Set<string> {
  let found = headingsOf.get(doc);
  if (!found) {
    let text = '';
    try {
      text = readFileSync(join(root, doc), 'utf8');
    } catch {
      // a missing document: every section it is cited for is missing
    }
    found = new Set([...text.matchAll(/^#{1,4} +(.+?) *$/gm)].map((match) => (match[1] ?? '').trim()));
    headingsOf.set(doc, found);
  }
  return found;
}

export function findMissingSections(path: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [, doc = '', section = ''] of line.matchAll(SECTION_REFERENCE)) {
      if (!headings(doc).has(section)) problems.push(`${path}:${index + 1}: ${doc} has no section "${section}"`);
    }
  });
  return problems;
}

const problems = repositoryFiles()
  .filter((path) => CHECKED.test(path) && !SKIPPED.test(path) && path !== 'scripts/check-references.ts')
  .flatMap((path) => {
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      return []; // deleted in the working tree
    }
    return [...findOutsideReferences(path, text), ...findMissingSections(path, text)];
  });

if (problems.length > 0) {
  console.error(`${problems.length} reference(s) leading nowhere in the repository:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('References: every rule the code cites is in the repository.');
