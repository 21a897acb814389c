import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { Island } from '../../islands/Island.tsx';
import { testIds } from '../../testIds.ts';
import Quiz, { type QuizProps } from './Quiz.island.tsx';

export interface QuizData {
  /** The question the page opens on; null when there are no questions. */
  quiz: QuizProps | null;
}

/** The quiz page: breadcrumb, title, and the quiz card (an island), or that there is no quiz. */
export function QuizPage({ data }: { data: QuizData }) {
  return (
    <section className="quiz container" aria-labelledby="quiz-title">
      <Breadcrumb crumbs={[{ label: 'Quiz' }]} />
      <h1 id="quiz-title">Quiz Challenge</h1>
      {data.quiz ? (
        <Island name="Quiz" component={Quiz} props={data.quiz} hydrate="load" />
      ) : (
        <p className="empty-state" data-testid={testIds.quizEmpty}>
          No quiz questions available
        </p>
      )}
    </section>
  );
}
