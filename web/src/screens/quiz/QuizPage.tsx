import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { Island } from '../../islands/Island.tsx';
import { testIds } from '../../testIds.ts';
import Quiz, { QUIZ_MESSAGES, type QuizProps } from './Quiz.island.tsx';

export interface QuizData {
  /** The question the page opens on; null when there are no questions. */
  quiz: QuizProps | null;
}

/** The quiz page: breadcrumb, title, and the quiz card (an island), or that there is no quiz. */
export function QuizPage({ data }: { data: QuizData }) {
  const t = useMessages('quiz');
  const play = useMessages('quizPlay');
  const toLocale = useLocalePath();
  return (
    <section className="quiz container" aria-labelledby="quiz-title">
      <Breadcrumb crumbs={[{ label: t.breadcrumb }]} />
      <h1 id="quiz-title">{t.title}</h1>
      <p className="quiz__play-link">
        <a className="button button--primary" href={toLocale(FIXED_PAGES.quizPlay)}>
          {play.playLink}
        </a>{' '}
        <span>{play.playLinkNote}</span>
      </p>
      {data.quiz ? (
        <Island name="Quiz" component={Quiz} props={data.quiz} hydrate="load" messages={QUIZ_MESSAGES} />
      ) : (
        <p className="empty-state" data-testid={testIds.quizEmpty}>
          {t.empty}
        </p>
      )}
    </section>
  );
}
