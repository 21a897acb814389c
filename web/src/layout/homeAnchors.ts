import { FIXED_PAGES } from '@shastra/content/contract/pages';

/** Home page anchors the header and drawer link to, so they work from every page. */
export const HOME_ANCHORS = {
  about: `${FIXED_PAGES.home}#aboutus`,
  contact: `${FIXED_PAGES.home}#contactus`,
  feedback: `${FIXED_PAGES.home}#feedback`,
};
