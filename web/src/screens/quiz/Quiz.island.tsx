import { useEffect, useId, useRef, useState } from 'react';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import type { QuizDocumentEntry, QuizEntry } from '@shastra/content/schema';
import { fetchDocument } from '../../api/documentsClient.ts';
import { CitationList } from '../../components/Citation.tsx';
import { Icon } from '../../components/Icon.tsx';
import { formatNumber, fill } from '../../i18n/format.ts';
import { useLocale, useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { LoadingOverlay } from '../../layout/LoadingOverlay.tsx';
import { testIds } from '../../testIds.ts';

/** The strings the card reads: its own, its citations' (components/Citation.tsx) and its loading overlay's. */
export const QUIZ_MESSAGES = ['quiz', 'common', 'layout'] as const;

export interface QuizProps {
  /** The question the page opens on (from ?q=, counted from 0) and how many there are. */
  index: number;
  total: number;
  /** That question: the page carries one; the others arrive when the visitor moves. */
  entry: QuizEntry['quiz_information'];
  /** The names of its references, in their order. */
  titles: readonly string[];
}

/** The question number in a URL (`?q=7`, from 1), or the first when missing or out of range. */
export function questionIndex(param: string | null, total: number): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 && n <= total ? n - 1 : 0;
}

/** Whether a key event comes from a place where arrow keys mean something else. */
const typingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * A reference by its name, never its address: a page of this site opens in place, a copy of the
 * text elsewhere in a new tab, its site's name after it.
 */
function Reference({ href, title }: { href: string; title: string }) {
  const toLocale = useLocalePath();
  if (href.startsWith('/')) return <a href={toLocale(href)}>{title}</a>;
  return (
    <>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {title}
      </a>{' '}
      <span className="quiz__host">({new URL(href).hostname.replace(/^www\./, '')})</span>
    </>
  );
}

/**
 * What the card holds: only the page's own question ('partial'), every question, or the error.
 * Waiting is not a state of its own: the card waits whenever it is asked for a question it does not
 * hold yet, so the list's arrival can never leave it waiting.
 */
type Loaded = { state: 'partial' } | { state: 'ready'; quiz: QuizDocumentEntry[] } | { state: 'error' };

/**
 * The quiz card: 'Question N of total', winners, the question, a Reveal / Hide Answer toggle and
 * the references. Previous and Next (and the left and right arrow keys) move, wrapping at both
 * ends, and moving hides the answer. The question is in the URL (?q=N), so a link shares it and
 * the back button steps back. Without a script, Previous and Next still work: they submit a GET
 * form to the page of the next question.
 */
export default function Quiz({ index: startIndex, total, entry: startEntry, titles: startTitles }: QuizProps) {
  const t = useMessages('quiz');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const [index, setIndex] = useState(startIndex);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'partial' });
  // The answer is revealed for one question at a time: moving hides it.
  const [revealedFor, setRevealedFor] = useState<number | null>(null);
  const answerId = useId();
  // Where the last move is heading: two quick key presses move two questions.
  const target = useRef(startIndex);
  const quizRequest = useRef<Promise<QuizDocumentEntry[]> | null>(null);

  const loadQuiz = () => {
    quizRequest.current ??= fetchDocument('quiz').then(
      (quiz) => {
        setLoaded({ state: 'ready', quiz });
        return quiz;
      },
      (error: unknown) => {
        quizRequest.current = null;
        setLoaded({ state: 'error' });
        throw error;
      },
    );
    return quizRequest.current;
  };

  // Fetch the other questions while the visitor reads, so moving is instant.
  useEffect(() => {
    void loadQuiz().catch(() => undefined);
    const onPop = () => {
      const next = questionIndex(new URL(location.href).searchParams.get('q'), total);
      target.current = next;
      setIndex(next);
    };
    window.addEventListener('popstate', onPop);
    // A static host answers /quiz?q=7 with the first question's page (docs/deploy.md): the card
    // then moves to the address's question.
    if (questionIndex(new URL(location.href).searchParams.get('q'), total) !== startIndex) onPop();
    return () => window.removeEventListener('popstate', onPop);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (step: 1 | -1) => {
    if (total < 2) return;
    target.current = (target.current + step + total) % total;
    const next = target.current;
    history.pushState(null, '', toLocale(pagePath.quizQuestion(next + 1)));
    setIndex(next);
    // After a failure, moving asks again (and waits for the answer).
    setLoaded((now) => (now.state === 'error' ? { state: 'partial' } : now));
    void loadQuiz().catch(() => undefined);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingTarget(event.target)) return;
      if (event.key === 'ArrowRight') go(1);
      if (event.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (loaded.state === 'error') {
    return (
      <p className="error-message" role="alert">
        {t.error}
      </p>
    );
  }
  const entry =
    loaded.state === 'ready' ? loaded.quiz[index]?.quiz_information : index === startIndex ? startEntry : undefined;
  const titles =
    (loaded.state === 'ready'
      ? loaded.quiz[index]?.reference_titles
      : index === startIndex
        ? startTitles
        : undefined) ?? [];
  const count = loaded.state === 'ready' ? loaded.quiz.length : total;
  if (count === 0 || !entry) {
    if (loaded.state === 'partial') return <LoadingOverlay />;
    return (
      <p className="empty-state" data-testid={testIds.quizEmpty}>
        {t.empty}
      </p>
    );
  }
  const revealed = revealedFor === index;
  const step = (delta: 1 | -1) => (index + delta + count) % count;
  return (
    <div className="quiz__card" data-testid={testIds.quizCard}>
      <p className="quiz__count" aria-live="polite">
        {fill(t.count, { n: formatNumber(locale, index + 1), total: formatNumber(locale, count) })}
      </p>
      <section className="quiz__winners" aria-labelledby="winners-title">
        <h2 id="winners-title">{t.winners}</h2>
        {entry.winners.length > 0 ? (
          <ul>
            {entry.winners.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p>{t.noWinners}</p>
        )}
      </section>
      <p className="quiz__question">{entry.question}</p>
      <button
        type="button"
        className="button button--primary"
        aria-expanded={revealed}
        aria-controls={answerId}
        onClick={() => setRevealedFor(revealed ? null : index)}
      >
        {revealed ? t.hide : t.reveal}
      </button>
      <div id={answerId} className="quiz__answer" hidden={!revealed}>
        {revealed && (
          <>
            <p>
              <strong>{t.answerLabel}</strong> <span data-testid={testIds.quizAnswer}>{entry.answer.join(', ')}</span>
            </p>
            {entry.sources.length > 0 && (
              <>
                <h2>{t.sources}</h2>
                <CitationList sources={entry.sources} className="quiz__sources" testId={testIds.quizSources} />
              </>
            )}
            <h2>{t.references}</h2>
            <ul className="quiz__references">
              {entry.references.map((href, i) => (
                <li key={href}>
                  <Reference href={href} title={titles[i] ?? href} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <form className="quiz__nav" action={toLocale(FIXED_PAGES.quiz)} method="get">
        <button
          type="submit"
          name="q"
          value={step(-1) + 1}
          className="button button--ghost"
          disabled={count < 2}
          onClick={(event) => {
            event.preventDefault();
            go(-1);
          }}
        >
          <Icon name="chevronLeft" /> {t.previous}
        </button>
        <button
          type="submit"
          name="q"
          value={step(1) + 1}
          className="button button--ghost"
          disabled={count < 2}
          onClick={(event) => {
            event.preventDefault();
            go(1);
          }}
        >
          {t.next} <Icon name="chevronRight" />
        </button>
      </form>
    </div>
  );
}
