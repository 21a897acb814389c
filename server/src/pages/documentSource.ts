/** The documents, read in-process, for server-side rendering (same data the API serves). */
import type { DocumentMap } from '../documents/buildDocuments.ts';

export class DocumentNotFound extends Error {
  readonly status = 404;
}

export type DocumentSource = (path: string) => Promise<unknown>;

export function createDocumentSource(documents: DocumentMap): DocumentSource {
  return async (path) => {
    const key = path.replace(/^\/+/, '');
    if (!documents.has(key)) throw new DocumentNotFound(`No document at /documents/${key}`);
    // Documents are frozen when built, so rendering can never change what later requests see.
    return documents.get(key);
  };
}
