import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const api: Translated<typeof en.api> = {
  title: 'API',
  metaDescription: '{name} का दस्तावेज API: हर कॉल, हर जवाब और हर स्कीमा।',
  version: 'संस्करण {version}, OpenAPI {openapi} में वर्णित: <link>{path}</link>',
  etag: 'GET के हर जवाब के साथ एक strong ETag आता है (304 पाने के लिए If-None-Match भेजें), और माँगने पर जवाब कंप्रेस करके भेजा जाता है।',
  errors: 'गड़बड़ी होने पर जवाब JSON में आता है: <code>{example}</code>।',
  calls: 'कॉल',
  schemas: 'स्कीमा',
  field: 'फील्ड',
  type: 'प्रकार',
  required: 'जरूरी',
  yes: 'हाँ',
  no: 'नहीं',
  atMost: ' (अधिकतम {max})',
  parameter: '<code>{name}</code> ({in})',
  parameterRequired: '<code>{name}</code> ({in}, जरूरी)',
  parameterDescribed: '<code>{name}</code> ({in}): {description}',
  parameterRequiredDescribed: '<code>{name}</code> ({in}, जरूरी): {description}',
  body: 'बॉडी: <link>{schema}</link> (JSON)',
  answer: 'जवाब: <code>{type}</code>',
  answerTryIt: 'जवाब: <code>{type}</code> · आजमाकर देखें: <link>{url}</link>',
};
