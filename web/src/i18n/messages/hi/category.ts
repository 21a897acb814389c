import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const category: Translated<typeof en.category> = {
  whatIs: '{name} क्या है?',
  whatIsWithSanskrit: '{name} / <sanskrit></sanskrit> क्या है?',
  searchLabel: '{title} में खोजें',
  searchPlaceholder: 'खोजें',
  subItemsSearchPlaceholder: 'इनमें खोजें…',
  noMatch: 'आपकी खोज से मेल खाता कुछ नहीं मिला।',
};
