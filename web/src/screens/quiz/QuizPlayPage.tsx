import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { RichText } from '../../i18n/RichText.tsx';
import { Island } from '../../islands/Island.tsx';
import QuizPlay, { QUIZ_PLAY_MESSAGES } from './QuizPlay.island.tsx';

/** The play mode's page: breadcrumb, title, what a round is, and the game (an island). */
export function QuizPlayPage() {
  const t = useMessages('quizPlay');
  const quiz = useMessages('quiz');
  const toLocale = useLocalePath();
  return (
    <section className="quiz container" aria-labelledby="quiz-play-title">
      <Breadcrumb crumbs={[{ label: quiz.breadcrumb, to: FIXED_PAGES.quiz }, { label: t.breadcrumb }]} />
      <h1 id="quiz-play-title">{t.title}</h1>
      <p className="quiz-play__intro">{t.intro}</p>
      <noscript>
        <p className="notice">
          <RichText
            template={t.needsScript}
            tags={{ link: (text) => <a href={toLocale(FIXED_PAGES.quiz)}>{text}</a> }}
          />
        </p>
      </noscript>
      <Island name="QuizPlay" component={QuizPlay} props={{}} hydrate="load" messages={QUIZ_PLAY_MESSAGES} />
    </section>
  );
}
