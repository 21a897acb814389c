import type { MessageTree } from '../shape.ts';

/** The home page (web/src/screens/home). */
export const home = {
  exploreDhanurveda: 'Explore Dhanurveda',
  dhanurvedaTitle: 'DHANURVEDA',
  /** `<term>` is the word in IAST on the English page (spared the Devanagari font there). */
  dhanurvedaSubtitle: '<term>Dhanurveda</term>: the science of the bow, and of war',
  topicsSearchLabel: 'Search the topics',
  topicsSearchPlaceholder: 'Search',
  topicsNoMatch: 'No topic matches your search.',
  moreToExplore: 'More to explore',
  aboutUs: 'About Us',
  ourMission: 'Our Mission',
  ourVision: 'Our Vision',
  logoAlt: '{name} logo',
  contactUs: 'Contact Us',
  feedbackTitle: 'Feedback',
  feedbackIntro: 'Spotted an error, or know a verse we should read? Tell us.',
} satisfies MessageTree;
