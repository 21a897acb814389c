/**
 * The page renderer as the build makes it, over both editions of the real corpus, for tests that
 * render whole pages (rendered with no `window`, as Node renders).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentRoot, loadCorpus } from '@shastra/content';
import { compileEditions } from '@shastra/content/artifact';
import { prefsScriptTag } from '../../build/inlineScriptPlugin.ts';
import { createRenderer } from '../entry-server.tsx';

export const corpus = loadCorpus();
const template = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8').replace(
  '<!--prefs-script-->',
  prefsScriptTag(),
);
export const renderPage = createRenderer({
  template,
  editions: compileEditions({ en: corpus, hi: loadCorpus(contentRoot, 'hi') }),
});
