import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { screen } from '../../routing/screen.ts';
import { questionIndex } from './Quiz.island.tsx';
import { QuizPage, type QuizData } from './QuizPage.tsx';

export const quizScreen = screen<QuizData>({
  load: ({ documents, query }) => {
    const quiz = documents.get('quiz') ?? [];
    const index = questionIndex(query.get('q'), quiz.length);
    const entry = quiz[index]?.quiz_information;
    const titles = quiz[index]?.reference_titles ?? [];
    return { quiz: entry ? { index, total: quiz.length, entry, titles } : null };
  },
  Page: QuizPage,
  meta: (_data, { documents, messages: { quiz: t } }) => ({
    title: t.title,
    description: t.metaDescription,
    image: '/images/share/quiz.png',
    jsonLd: [
      {
        '@type': 'Quiz',
        name: t.title,
        about: t.ldAbout,
        educationalUse: 'practice',
        hasPart: (documents.get('quiz') ?? []).map(({ quiz_information: { question, answer } }) => ({
          '@type': 'Question',
          eduQuestionType: 'Flashcard',
          text: question,
          acceptedAnswer: { '@type': 'Answer', text: answer.join(' / ') },
        })),
      },
    ],
    breadcrumb: [{ name: t.title, path: FIXED_PAGES.quiz }],
  }),
});
