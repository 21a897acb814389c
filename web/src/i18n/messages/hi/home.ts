import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const home: Translated<typeof en.home> = {
  exploreDhanurveda: 'धनुर्वेद को जानें',
  dhanurvedaTitle: 'धनुर्वेद',
  // <term> sets the IAST word in italics as lang="sa-Latn" (HomePage.tsx): not for a Devanagari word.
  dhanurvedaSubtitle: 'धनुर्वेद: धनुष की विद्या, और युद्ध की भी',
  topicsSearchLabel: 'विषयों में खोजें',
  topicsSearchPlaceholder: 'खोजें',
  topicsNoMatch: 'आपकी खोज से मेल खाता कोई विषय नहीं है।',
  moreToExplore: 'और भी देखें',
  aboutUs: 'हमारे बारे में',
  ourMission: 'हमारा लक्ष्य',
  ourVision: 'हमारी दृष्टि',
  logoAlt: '{name} का लोगो',
  contactUs: 'संपर्क करें',
  feedbackTitle: 'प्रतिक्रिया',
  feedbackIntro: 'कोई गलती दिखी, या कोई ऐसा श्लोक जानते हैं जो हमें पढ़ना चाहिए? हमें बताएँ।',
};
