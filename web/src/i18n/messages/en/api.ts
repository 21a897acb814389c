import type { MessageTree } from '../shape.ts';

/** The API page (/api). The OpenAPI document it renders stays as written. */
export const api = {
  title: 'API',
  metaDescription: 'The documents API of {name}: every call, answer and schema.',
  version: 'Version {version}, described in OpenAPI {openapi}: <link>{path}</link>',
  etag: 'Every GET answer has a strong ETag (send If-None-Match for a 304) and is compressed when asked.',
  errors: 'Errors are JSON: <code>{example}</code>.',
  calls: 'Calls',
  schemas: 'Schemas',
  field: 'Field',
  type: 'Type',
  required: 'Required',
  yes: 'yes',
  no: 'no',
  atMost: ' (at most {max})',
  parameter: '<code>{name}</code> ({in})',
  parameterRequired: '<code>{name}</code> ({in}, required)',
  parameterDescribed: '<code>{name}</code> ({in}): {description}',
  parameterRequiredDescribed: '<code>{name}</code> ({in}, required): {description}',
  body: 'Body: <link>{schema}</link> (JSON)',
  answer: 'Answer: <code>{type}</code>',
  answerTryIt: 'Answer: <code>{type}</code> · try it: <link>{url}</link>',
} satisfies MessageTree;
