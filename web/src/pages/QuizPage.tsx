import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { QuizEntry } from '@shastra/content/schema';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Icon } from '../components/Icon.tsx';
import { testIds } from '../testIds.ts';

/** The question number in the URL (`?q=7`, from 1), or 1 when it is missing or out of range. */
function questionIndex(param: string | null, total: number): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 && n <= total ? n - 1 : 0;
}

/** Whether a key event comes from a place where arrow keys mean something else. */
const typingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

function Reference({ href }: { href: string }) {
  if (href.startsWith('/')) return <Link to={href}>{`shastra${href}`}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}
    </a>
  );
}

/**
 * The quiz (spec "Quiz"): one question at a time, 'Question N of total', winners, a Reveal /
 * Hide Answer toggle, references; Previous and Next wrap at both ends and hide the answer. The
 * question is kept in the URL (?q=N) so it can be shared and the back button works; the left
 * and right arrow keys move too.
 */
export function QuizPage() {
  const quiz = useLoaderData() as QuizEntry[];
  const [params, setParams] = useSearchParams();
  const total = quiz.length;
  const index = questionIndex(params.get('q'), total);
  // The answer is revealed for one question at a time: moving hides it.
  const [revealedFor, setRevealedFor] = useState<number | null>(null);
  const revealed = revealedFor === index;
  const answerId = useId();

  // Where the last move is heading: two quick key presses move two questions, even before the
  // first navigation has landed.
  const target = useRef(index);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    // Follow the URL (e.g. the back button), but not the renders of moves already overtaken.
    if (pending.current === null || pending.current === index) {
      target.current = index;
      pending.current = null;
    }
  }, [index]);
  const go = (step: 1 | -1) => {
    target.current = (target.current + step + total) % total;
    pending.current = target.current;
    setParams({ q: String(target.current + 1) });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (total < 2 || event.altKey || event.ctrlKey || event.metaKey || typingTarget(event.target)) return;
      if (event.key === 'ArrowRight') go(1);
      if (event.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const entry = quiz[index]?.quiz_information;
  return (
    <section className="quiz container" aria-labelledby="quiz-title">
      <Breadcrumb crumbs={[{ label: 'Quiz' }]} />
      <h1 id="quiz-title">Quiz Challenge</h1>
      {!entry ? (
        <p className="empty-state" data-testid={testIds.quizEmpty}>
          No quiz questions available
        </p>
      ) : (
        <div className="quiz__card" data-testid={testIds.quizCard}>
          <p className="quiz__count" aria-live="polite">
            Question {index + 1} of {total}
          </p>
          <section className="quiz__winners" aria-labelledby="winners-title">
            <h2 id="winners-title">Winners</h2>
            {entry.winners.length > 0 ? (
              <ul>
                {entry.winners.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              <p>No winners yet: answer on our social pages to appear here.</p>
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
            {revealed ? 'Hide Answer' : 'Reveal Answer'}
          </button>
          <div id={answerId} className="quiz__answer" hidden={!revealed}>
            {revealed && (
              <>
                <p>
                  <strong>Answer:</strong> <span data-testid={testIds.quizAnswer}>{entry.answer.join(', ')}</span>
                </p>
                <h2>References</h2>
                <ul className="quiz__references">
                  {entry.references.map((href) => (
                    <li key={href}>
                      <Reference href={href} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="quiz__nav">
            <button type="button" className="button button--ghost" onClick={() => go(-1)} disabled={total < 2}>
              <Icon name="chevronLeft" /> Previous
            </button>
            <button type="button" className="button button--ghost" onClick={() => go(1)} disabled={total < 2}>
              Next <Icon name="chevronRight" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
