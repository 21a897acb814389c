/** Business constants of spec section 9. */
export const FACTS_ADVANCE_MS = 3500;
export const FACTS_SLIDE_MS = 500;
export const MENU_CLOSE_DELAY_MS = 300;
export const SUBMENU_SCROLL_THRESHOLD = 15;
export const COPYRIGHT_YEAR = 2024;
export const FEEDBACK_REQUIRED_MESSAGE = 'Email and message are required.';
export const FEEDBACK_FAILED_MESSAGE = 'An error occurred while submitting the form.';
export const NO_MENU_DATA = 'No data available';
