import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { screen } from '../../routing/screen.ts';
import { QuizPlayPage } from './QuizPlayPage.tsx';

/** /quiz/play: the same page for every round; the round itself is in the address and drawn in the browser. */
export const quizPlayScreen = screen<Record<string, never>>({
  load: () => ({}),
  Page: QuizPlayPage,
  meta: (_data, { messages: { quiz, quizPlay: t } }) => ({
    title: t.title,
    description: t.metaDescription,
    image: '/images/share/quiz.png',
    breadcrumb: [
      { name: quiz.title, path: FIXED_PAGES.quiz },
      { name: t.title, path: FIXED_PAGES.quizPlay },
    ],
  }),
});
