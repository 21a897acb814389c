import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const common: Translated<typeof en.common> = {
  siteTitle: '{name}: {tagline}',
  pageTitle: '{title} | {name}',
  notFoundTitle: 'पन्ना नहीं मिला | {name}',
  home: 'मुखपृष्ठ',
  languages: 'भाषा',
  breadcrumb: 'आप यहाँ हैं',
  search: 'खोजें',
  clearSearch: 'खोज मिटाएँ',
  suggestions: '{label}: सुझाव',
  nothingMatches: 'आपकी खोज से मेल खाता कुछ नहीं मिला।',
  close: 'बंद करें',
  previous: 'पिछला',
  next: 'अगला',
  sources: 'स्रोत',
  readVerse: '{title} {verse} पढ़ें',
  readMore: 'और पढ़ें',
  readLess: 'कम दिखाएँ',
  enlargeImage: 'चित्र बड़ा करके देखें: {alt}',
};
