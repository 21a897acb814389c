/** Builds the real application for tests, on the real corpus and an in-memory PGlite store. */
import { join } from 'node:path';
import { contentRoot, imagesDir, loadCorpus } from '@shastra/content';
import { compileEditions } from '@shastra/content/artifact';
import { repoRoot } from '../config.ts';
import { buildApp, type AppOptions } from '../app.ts';
import { buildDocuments } from '@shastra/content/documents';
import { linkDocumentProse } from '@shastra/content/texts/linkProse';
import { createFeedbackStore, type FeedbackStore } from '../feedback/feedbackStore.ts';
import { openPglite } from '../feedback/sqlClient.ts';
import { newXsrfToken } from '../feedback/xsrf.ts';

export const corpus = loadCorpus();
export const documents = linkDocumentProse(buildDocuments(corpus), corpus.texts);
let editions: ReturnType<typeof compileEditions> | undefined;
/** Both editions' content (the Hindi corpus is read when a test first asks for it). */
export const testEditions = () => (editions ??= compileEditions({ en: corpus, hi: loadCorpus(contentRoot, 'hi') }));

async function memoryStore(): Promise<FeedbackStore> {
  return createFeedbackStore(await openPglite('memory://'), 'test-salt');
}

export async function testApp(options: Partial<AppOptions> = {}) {
  const store = options.store ?? (await memoryStore());
  // The production plugins (static files included), so tests see the routes as they really are.
  const app = await buildApp({
    documents,
    store,
    imagesDir,
    clientDir: join(repoRoot, 'web', 'dist', 'client'),
    ...options,
  });
  return { app, store };
}

/** Headers of a legitimate feedback POST: matching XSRF cookie and header. */
export function xsrfHeaders(token = newXsrfToken()) {
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' };
}
