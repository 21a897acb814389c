/** Reads a YAML file of the content and validates it, with every schema problem in one message. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';

export class ContentError extends Error {
  override name = 'ContentError';
}

export function readYaml<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const result = schema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ContentError(`${file} does not match its schema:\n${lines.join('\n')}`);
  }
  return result.data;
}
