import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const video: Translated<typeof en.video> = {
  title: 'वीडियो में देखें',
  archer: 'धनुर्धर: {archer}',
  credit: 'धनुर्धर: <link>{archer}</link>। {licence}',
  posterNote: 'यह वीडियो {provider} से चलता है; आपके क्लिक करने से पहले {provider} से कुछ भी लोड नहीं होता।',
  frameTitle: '{title} ({provider})',
  captions: 'अंग्रेजी',
  download: 'वीडियो डाउनलोड करें: {title}',
};
