import { fill } from '../../i18n/format.ts';
import { screen } from '../../routing/screen.ts';
import { ApiPage } from './ApiPage.tsx';
import type { OpenApiDocument } from '@shastra/content/contract/documents';

export const apiScreen = screen<OpenApiDocument>({
  load: ({ documents }) => documents.get('openapi') ?? null,
  Page: ApiPage,
  meta: (_, { messages, site }) => ({
    title: messages.api.title,
    description: fill(messages.api.metaDescription, { name: site.name }),
  }),
});
