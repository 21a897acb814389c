/** The product's timings, counts and fixed texts (docs/architecture.md, "Product rules"). */
export const FACTS_ADVANCE_MS = 3500;
export const FACTS_SLIDE_MS = 500;
export const MENU_CLOSE_DELAY_MS = 300;
export const SUBMENU_SCROLL_THRESHOLD = 15;
export const COPYRIGHT_YEAR = 2024;
export const FEEDBACK_FAILED_MESSAGE = 'An error occurred while submitting the form.';
/** Our addition (docs/decisions.md, "Feedback"): shown offline instead of sending; what was typed stays. */
export const FEEDBACK_OFFLINE_MESSAGE =
  'You are offline, so your message could not be sent. It is still here: send it again when you are back online.';
/** Our addition: shown with the failure alert when the request got no answer although online. */
export const FEEDBACK_UNREACHABLE_MESSAGE =
  'Your message could not be sent: Shastra could not be reached. It is still here: try again in a moment.';

/** Festival pages. */
export const LOTUS_COUNT = 15;
export const LOTUS_STAGGER_MS = 200;
export const LOTUS_CLEAR_MS = 7000;
export const CANVAS_COLUMNS = 20;
export const CANVAS_ROWS = 15;
export const CANVAS_FPS = 30;
