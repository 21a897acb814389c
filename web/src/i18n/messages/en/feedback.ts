import type { MessageTree } from '../shape.ts';

/**
 * The feedback form (web/src/screens/home/FeedbackForm.island.tsx). `required` and `fieldErrors`
 * say in English what the API's refusals say (content/src/contract/feedback.ts, which stays English
 * as part of the API); `{max}` is the field's limit there.
 */
export const feedback = {
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  messageLabel: 'Message',
  messagePlaceholder: 'A correction, a question, a fact you would like us to research…',
  /** The bot trap's label, hidden from people and assistive technology. */
  trapLabel: 'Website',
  send: 'Send feedback',
  sending: 'Sending…',
  thanksTitle: 'Thank you!',
  thanksText: 'Your feedback has reached us. We read every message and use it to make Shastra better.',
  close: 'Close',
  required: 'Email and message are required.',
  fieldErrors: {
    email: 'Enter a valid email address of at most {max} characters.',
    message: 'Write a message of 1 to {max} characters.',
  },
  offline:
    'You are offline, so your message could not be sent. It is still here: send it again when you are back online.',
  unreachable: 'Your message could not be sent: Shastra could not be reached. It is still here: try again in a moment.',
  /** A copy of the site on a static host, without the server that stores feedback (docs/deploy.md). */
  unavailable:
    'This copy of Shastra cannot take feedback: it is served without the server that stores messages. Your message is still here.',
  /** The browser alert for any answer but 200. */
  failed: 'An error occurred while submitting the form.',
} satisfies MessageTree;
