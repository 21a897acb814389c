import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const verseTools: Translated<typeof en.verseTools> = {
  heading: 'यह श्लोक अपने साथ ले जाएँ',
  copy: 'श्लोक कॉपी करें',
  copied: 'कॉपी हो गया: श्लोक, उसका अनुवाद और उसका संदर्भ।',
  copyFailed: 'इस ब्राउज़र ने पन्ने को कॉपी नहीं करने दिया। पाठ को चुनकर खुद कॉपी करें।',
  share: 'साझा करें',
  linkCopied: 'लिंक कॉपी हो गया।',
  shareOn: 'यहाँ साझा करें',
  email: 'ई-मेल',
  cite: 'इस श्लोक का हवाला दें',
  citeIntro: 'हर रूप उस छपे संस्करण का नाम बताता है जिसके अनुसार मूल पाठ है, और इस पन्ने का स्थायी पता।',
  size: 'मूल पाठ का आकार',
  sizes: { normal: 'सामान्य', large: 'बड़ा', larger: 'और बड़ा' },
};
