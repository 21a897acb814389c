import { screen } from '../../routing/screen.ts';
import { ApiPage } from './ApiPage.tsx';
import type { OpenApiDocument } from '@shastra/content/contract/documents';

export const apiScreen = screen<OpenApiDocument>({
  load: ({ documents }) => documents.get('openapi') ?? null,
  Page: ApiPage,
  meta: () => ({ title: 'API', description: 'The documents API of Shastra: every call, answer and schema.' }),
});
