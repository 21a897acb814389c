import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const festival: Translated<typeof en.festival> = {
  metaDescription: 'त्योहार की सजावट: दीये, आतिशबाजी, कमल-वर्षा, और एक भक्ति-गीत उसके अर्थ के साथ।',
  changeTheme: 'थीम बदलें ({theme})',
  lotusBlessing: 'कमल-वर्षा',
  close: 'बंद करें',
  // A verse of either hymn (a śloka of the Durgā stuti, a stanza of the Marathi āratī) is a पद.
  previousVerse: 'पिछला पद',
  nextVerse: 'अगला पद',
  hymnCount: '{n} / {total}',
};
