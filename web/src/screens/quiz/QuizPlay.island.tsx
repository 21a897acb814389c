import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import { fetchDocument } from '../../api/documentsClient.ts';
import { CitationList } from '../../components/Citation.tsx';
import { Icon } from '../../components/Icon.tsx';
import { fill, formatNumber, plural } from '../../i18n/format.ts';
import { useLocale, useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { SaveToggle } from '../../saved/SaveToggle.tsx';
import { testIds } from '../../testIds.ts';
import { drawRound, LEVELS, newSeed, parseLevel, parseSeed, type Level, type RoundQuestion } from './quizRound.ts';

/** The strings the game reads: its own, its citations' (components/Citation.tsx) and its Save button's. */
export const QUIZ_PLAY_MESSAGES = ['quizPlay', 'common', 'saved'] as const;

/** The round's parameters in the page's address. */
export const LEVEL_PARAM = 'level';
export const SEED_PARAM = 'seed';

type Phase =
  | { name: 'start' }
  | { name: 'loading'; level: Level; seed: string }
  | { name: 'error'; level: Level; seed: string }
  | { name: 'playing'; level: Level; seed: string; round: RoundQuestion[]; index: number; picks: (string | null)[] }
  | { name: 'done'; level: Level; seed: string; round: RoundQuestion[]; picks: (string | null)[] };

const roundAddress = (level: Level, seed: string) =>
  `${FIXED_PAGES.quizPlay}?${LEVEL_PARAM}=${level}&${SEED_PARAM}=${seed}`;

/**
 * The play mode: the visitor picks a level, then answers ten questions, each a radio group of four
 * choices checked one at a time, with the verdict, a one-line explanation and the verse in a live
 * region; the end shows the score, every answer to review, and ways to replay, start anew or share.
 * The round lives in the address (?level=&seed=), so reloading, the back button and a shared link
 * all bring back the same ten questions. Without a script the level form submits that address, so a
 * tap made before the page hydrates is not lost: the round starts as soon as the script runs.
 */
export default function QuizPlay() {
  const t = useMessages('quizPlay');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const [phase, setPhase] = useState<Phase>({ name: 'start' });

  const begin = (level: Level, seed: string) => {
    setPhase({ name: 'loading', level, seed });
    fetchDocument('quizPlay').then(
      (questions) => {
        const round = drawRound(questions, level, seed);
        setPhase({ name: 'playing', level, seed, round, index: 0, picks: round.map(() => null) });
      },
      () => setPhase({ name: 'error', level, seed }),
    );
  };

  /** Starts the round of an address: its own seed, or a new one written into the address. */
  const beginFromAddress = () => {
    const params = new URL(location.href).searchParams;
    const level = parseLevel(params.get(LEVEL_PARAM));
    if (!level) {
      setPhase({ name: 'start' });
      return;
    }
    const seed = parseSeed(params.get(SEED_PARAM)) ?? newSeed();
    history.replaceState(null, '', toLocale(roundAddress(level, seed)));
    begin(level, seed);
  };

  useEffect(() => {
    // The address is read once the page runs (the server renders every round's page alike), so the
    // round it names can only start here, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    beginFromAddress();
    window.addEventListener('popstate', beginFromAddress);
    return () => window.removeEventListener('popstate', beginFromAddress);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const startNew = (level: Level) => {
    const seed = newSeed();
    history.pushState(null, '', toLocale(roundAddress(level, seed)));
    begin(level, seed);
  };

  if (phase.name === 'start') return <LevelForm onStart={startNew} />;
  if (phase.name === 'loading') {
    return (
      <p className="quiz-play__status" role="status">
        {t.loading}
      </p>
    );
  }
  if (phase.name === 'error') {
    return (
      <div className="quiz-play__status" role="alert">
        <p className="error-message">{t.error}</p>
        <button type="button" className="button button--primary" onClick={() => begin(phase.level, phase.seed)}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (phase.name === 'done') {
    return (
      <RoundEnd
        phase={phase}
        onReplay={() => begin(phase.level, phase.seed)}
        onNew={() => startNew(phase.level)}
        address={toLocale(roundAddress(phase.level, phase.seed))}
      />
    );
  }
  const question = phase.round[phase.index];
  if (!question) return null;
  return (
    <QuestionCard
      key={`${phase.seed}-${phase.index}`}
      question={question}
      position={phase.index + 1}
      total={phase.round.length}
      score={phase.round.filter((q, i) => phase.picks[i] === q.answer).length}
      level={phase.level}
      last={phase.index === phase.round.length - 1}
      locale={locale}
      onAnswer={(choice) =>
        setPhase({ ...phase, picks: phase.picks.map((pick, i) => (i === phase.index ? choice : pick)) })
      }
      onNext={() =>
        setPhase(
          phase.index + 1 < phase.round.length
            ? { ...phase, index: phase.index + 1 }
            : { name: 'done', level: phase.level, seed: phase.seed, round: phase.round, picks: phase.picks },
        )
      }
    />
  );
}

/** The level to play, as a form that also works before the script runs (it submits the address). */
function LevelForm({ onStart }: { onStart: (level: Level) => void }) {
  const t = useMessages('quizPlay');
  const toLocale = useLocalePath();
  // The choice is the form's own (uncontrolled), so one made before the page hydrates still counts.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onStart(parseLevel(new FormData(event.currentTarget).get(LEVEL_PARAM) as string | null) ?? 'young');
  };
  return (
    <form className="quiz-play__levels" action={toLocale(FIXED_PAGES.quizPlay)} method="get" onSubmit={onSubmit}>
      <fieldset>
        <legend>{t.chooseLevel}</legend>
        {LEVELS.map((value) => (
          <label key={value} className="quiz-play__level">
            <input type="radio" name={LEVEL_PARAM} value={value} defaultChecked={value === 'young'} />
            <strong>{t.levels[value]}</strong>
            <span className="quiz-play__level-note">{t.levelNotes[value]}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary quiz-play__start" data-testid={testIds.quizPlayStart}>
        {t.start}
      </button>
    </form>
  );
}

interface QuestionCardProps {
  question: RoundQuestion;
  position: number;
  total: number;
  score: number;
  level: Level;
  last: boolean;
  locale: ReturnType<typeof useLocale>;
  onAnswer: (choice: string) => void;
  onNext: () => void;
}

/** One question: the choices as a radio group, then the verdict and the way on. */
function QuestionCard({ question, position, total, score, level, last, locale, onAnswer, onNext }: QuestionCardProps) {
  const t = useMessages('quizPlay');
  const [picked, setPicked] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [nudge, setNudge] = useState(false);
  const next = useRef<HTMLButtonElement>(null);
  const legend = useRef<HTMLLegendElement>(null);
  const verdictId = useId();
  const { entry, choices, answer } = question;

  // A new question takes the focus (after the first), so a keyboard or screen-reader player hears it.
  useEffect(() => {
    if (position > 1) legend.current?.focus();
  }, [position]);
  // The verdict is read out (live region) and the way on takes the focus, brought into view at once
  // (quiz.css keeps the page's scrolls instant during a round, so no glide carries it past).
  useEffect(() => {
    const button = next.current;
    if (!checked || !button) return;
    button.focus({ preventScroll: true });
    button.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [checked]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checked) return;
    if (picked === null) {
      setNudge(true);
      return;
    }
    setChecked(true);
    onAnswer(picked);
  };
  const right = picked === answer;
  return (
    <div className="quiz__card quiz-play__card" data-testid={testIds.quizPlayCard}>
      <div className="quiz-play__meta">
        <p className="quiz__count">
          {fill(t.progress, { n: formatNumber(locale, position), total: formatNumber(locale, total) })}
        </p>
        <p className="quiz-play__score">
          {t.levels[level]} · {plural(locale, t.score, score)}
        </p>
      </div>
      <progress className="quiz-play__progress" max={total} value={position - (checked ? 0 : 1)} aria-hidden="true" />
      <form onSubmit={onSubmit}>
        <fieldset className="quiz-play__choices" aria-describedby={checked ? verdictId : undefined}>
          <legend className="quiz__question" tabIndex={-1} ref={legend}>
            {entry.question}
          </legend>
          {choices.map((choice) => {
            const state = !checked ? '' : choice === answer ? 'right' : choice === picked ? 'wrong' : '';
            return (
              <label key={choice} className={`quiz-play__choice${state ? ` quiz-play__choice--${state}` : ''}`}>
                <input
                  type="radio"
                  name="choice"
                  value={choice}
                  checked={picked === choice}
                  disabled={checked}
                  onChange={() => {
                    setPicked(choice);
                    setNudge(false);
                  }}
                />
                <span className="quiz-play__choice-text">{choice}</span>
                {state && (
                  <span className="quiz-play__mark">
                    <Icon name={state === 'right' ? 'check' : 'close'} size={16} />{' '}
                    {state === 'right' ? t.rightChoice : t.yourChoice}
                  </span>
                )}
              </label>
            );
          })}
        </fieldset>
        {!checked && (
          <div className="quiz-play__actions">
            <button type="submit" className="button button--primary" data-testid={testIds.quizPlayCheck}>
              {t.check}
            </button>
            {nudge && (
              <p className="quiz-play__nudge" role="alert">
                {t.pickFirst}
              </p>
            )}
          </div>
        )}
      </form>
      <div className="quiz-play__verdict-region" aria-live="polite" data-testid={testIds.quizPlayVerdict}>
        {checked && (
          <div id={verdictId} className={`quiz-play__verdict quiz-play__verdict--${right ? 'right' : 'wrong'}`}>
            <p>
              <strong>{right ? t.right : t.wrong}</strong>
              {!right && <> {fill(t.theAnswer, { answer })}</>}
            </p>
            <p>{entry.explanation}</p>
            {entry.sources.length > 0 && (
              <div className="quiz-play__read">
                <span>{t.readIt}:</span>
                <CitationList sources={entry.sources} className="quiz__sources" />
              </div>
            )}
          </div>
        )}
      </div>
      {checked && (
        <button
          type="button"
          ref={next}
          className="button button--primary quiz-play__next"
          data-testid={testIds.quizPlayNext}
          onClick={onNext}
        >
          {last ? t.finish : t.next}
        </button>
      )}
    </div>
  );
}

/** The band of a score out of a total: what the end screen says. */
export function scoreBand(score: number, total: number): 'perfect' | 'high' | 'middle' | 'low' {
  if (score === total) return 'perfect';
  if (score >= 0.7 * total) return 'high';
  if (score >= 0.4 * total) return 'middle';
  return 'low';
}

/** The end of a round: the score, the answers to review, and ways to go on. */
function RoundEnd({
  phase,
  onReplay,
  onNew,
  address,
}: {
  phase: Extract<Phase, { name: 'done' }>;
  onReplay: () => void;
  onNew: () => void;
  address: string;
}) {
  const t = useMessages('quizPlay');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  const total = phase.round.length;
  const score = phase.round.filter((q, i) => phase.picks[i] === q.answer).length;
  useEffect(() => heading.current?.focus(), []);

  const share = async () => {
    const url = new URL(address, location.href).href;
    const text = fill(t.shareText, {
      score: formatNumber(locale, score),
      total: formatNumber(locale, total),
      level: t.levels[phase.level],
    });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t.title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="quiz__card quiz-play__end" data-testid={testIds.quizPlayEnd}>
      <h2 className="quiz-play__scored" tabIndex={-1} ref={heading}>
        {fill(t.scored, { score: formatNumber(locale, score), total: formatNumber(locale, total) })}
      </h2>
      <ol className="quiz-play__strip" aria-hidden="true">
        {phase.round.map(({ entry, answer }, i) => (
          <li
            key={entry.n}
            className={`quiz-play__dot quiz-play__dot--${phase.picks[i] === answer ? 'right' : 'wrong'}`}
          >
            <Icon name={phase.picks[i] === answer ? 'check' : 'close'} size={18} />
          </li>
        ))}
      </ol>
      <p className="quiz-play__band">{t.verdicts[scoreBand(score, total)]}</p>
      <p className="quiz-play__score">{fill(t.levelLabel, { level: t.levels[phase.level] })}</p>
      <div className="quiz-play__end-actions">
        <button type="button" className="button button--primary" onClick={onReplay}>
          {t.replay}
        </button>
        <button type="button" className="button button--ghost" onClick={onNew}>
          {t.newRound}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void share()}>
          {t.share}
        </button>
        <SaveToggle
          path={address}
          kind="round"
          title={fill(t.roundTitle, {
            level: t.levels[phase.level],
            score: formatNumber(locale, score),
            total: formatNumber(locale, total),
          })}
        />
        <span className="quiz-play__copied" role="status">
          {copied ? t.copied : ''}
        </span>
      </div>
      <h3>{t.review}</h3>
      <ol className="quiz-play__review">
        {phase.round.map(({ entry, answer }, i) => {
          const chosen = phase.picks[i] ?? '';
          const right = chosen === answer;
          return (
            <li key={entry.n} className={`quiz-play__reviewed quiz-play__reviewed--${right ? 'right' : 'wrong'}`}>
              <p className="quiz-play__review-question">{entry.question}</p>
              <p>
                <Icon name={right ? 'check' : 'close'} size={16} />{' '}
                {right ? fill(t.reviewRight, { answer }) : fill(t.reviewWrong, { chosen, answer })}
              </p>
              <p className="quiz-play__explanation">{entry.explanation}</p>
              {entry.sources.length > 0 && <CitationList sources={entry.sources} className="quiz__sources" />}
              <a href={toLocale(pagePath.quizQuestion(entry.n))}>{t.flashcard}</a>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
