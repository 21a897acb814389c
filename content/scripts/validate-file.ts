/** Validate one content file against its schema: node content/scripts/validate-file.ts FILE...
 *  A quick check for authors; the full check (links, images, sources) is scripts/check.ts. */
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { parse } from 'yaml';
import {
  categorySourceSchema,
  factsSourceSchema,
  hymnSourceSchema,
  measureChainSourceSchema,
  themesSourceSchema,
  quizSourceSchema,
  saptarishiSchema,
  siteConfigSchema,
} from '../src/schema.ts';

let failed = false;
for (const file of process.argv.slice(2)) {
  const data: unknown = parse(readFileSync(file, 'utf8'));
  const name = basename(file);
  const schema =
    name === 'facts.yaml'
      ? factsSourceSchema
      : name === 'site.yaml'
        ? siteConfigSchema
        : name === 'quiz.yaml'
          ? quizSourceSchema
          : name === 'measures.yaml'
            ? measureChainSourceSchema
            : basename(dirname(file)) === 'saptarishis'
              ? saptarishiSchema
              : basename(dirname(file)) === 'hymns'
                ? hymnSourceSchema
                : basename(dirname(file)) === 'themes'
                  ? themesSourceSchema
                  : categorySourceSchema;
  const result = schema.safeParse(data);
  if (result.success) {
    console.log(`OK ${file}`);
  } else {
    failed = true;
    for (const issue of result.error.issues) console.log(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
}
process.exit(failed ? 1 : 0);
