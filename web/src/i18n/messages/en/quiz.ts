import type { MessageTree } from '../shape.ts';

/** The quiz page and its card (screens/quiz). */
export const quiz = {
  title: 'Quiz Challenge',
  breadcrumb: 'Quiz',
  metaDescription: 'Test what you know about the bows, arrows, formations and sages of the old texts.',
  /** schema.org `about` of the quiz (search engines only). */
  ldAbout: 'Dhanurveda, divine weapons, battle formations and the seven sages in the old Sanskrit texts',
  error: 'Error fetching quiz data',
  empty: 'No quiz questions available',
  count: 'Question {n} of {total}',
  winners: 'Winners',
  noWinners: 'No winners yet: answer on our social pages to appear here.',
  reveal: 'Reveal Answer',
  hide: 'Hide Answer',
  /** Bold, before the answers (joined with ", "). */
  answerLabel: 'Answer:',
  sources: 'Sources',
  references: 'References',
  previous: 'Previous',
  next: 'Next',
} satisfies MessageTree;
