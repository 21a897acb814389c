/**
 * The inline scripts of the page template, as Content-Security-Policy hashes: the policy allows
 * exactly these scripts (`'sha256-…'`), never 'unsafe-inline'. Inert data blocks
 * (`type="application/json"`, JSON-LD) are not scripts the browser runs and need no hash.
 */
import { createHash } from 'node:crypto';

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
