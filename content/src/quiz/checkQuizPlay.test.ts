import { describe, expect, it } from 'vitest';
import { loadCorpus, type QuizEntry, type QuizPlay } from '../index.ts';
import { checkQuizPlay, QUIZ_DISTRACTORS, QUIZ_EXPLANATION_MAX } from './checkQuizPlay.ts';

const real = loadCorpus();

const play: QuizPlay = {
  level: 'young',
  distractors: ['Bhalla', 'Ardhacandra', 'Sūcīmukha'],
  explanation: 'The Dhanurveda gives the razor-edged kṣurapra the job of cutting arrows.',
};

/** A question on the kṣurapra, citing the verse that gives its use (Dhanurveda-saṃhitā 1.66). */
function entry(change: { play?: Partial<QuizPlay> | null; sources?: { text: string; ref: string }[] } = {}) {
  const question: QuizEntry = {
    quiz_information: {
      question: 'Which arrowhead cuts the enemy’s arrows?',
      answer: ['Kṣurapra'],
      sources: change.sources ?? [{ text: 'dhanurveda_samhita', ref: '1.66' }],
      references: ['/arrow_heads/kshurapra'],
      winners: [],
    },
  };
  return change.play === null ? question : { ...question, play: { ...play, ...change.play } };
}

const check = (...quiz: QuizEntry[]) => checkQuizPlay({ texts: real.texts, quiz });

describe('checkQuizPlay', () => {
  it('passes the real quiz', () => {
    expect(real.quiz.length).toBeGreaterThanOrEqual(100);
    expect(checkQuizPlay(real)).toEqual([]);
  });

  it('passes a good entry', () => {
    expect(check(entry())).toEqual([]);
  });

  it('finds an entry without its play', () => {
    expect(check(entry({ play: null }))).toEqual([
      'quiz[0]: no play (its level, three distractors and an explanation)',
    ]);
  });

  it('finds a distractor that is the answer once case and diacritics are folded, and one given twice', () => {
    expect(check(entry({ play: { distractors: ['KSURAPRA', 'Bhalla', 'bhalla'] } }))).toEqual([
      "quiz[0]: the distractor 'KSURAPRA' is an answer",
      "quiz[0]: the distractor 'bhalla' is given twice",
    ]);
  });

  it('finds too few distractors, and too many', () => {
    expect(check(entry({ play: { distractors: ['Bhalla', 'Dvibhalla'] } }))).toEqual([
      `quiz[0]: 2 distractors; the play mode needs exactly ${QUIZ_DISTRACTORS}`,
    ]);
    expect(check(entry({ play: { distractors: ['Bhalla', 'Dvibhalla', 'Karṇika', 'Gopuccha'] } }))).toEqual([
      `quiz[0]: 4 distractors; the play mode needs exactly ${QUIZ_DISTRACTORS}`,
    ]);
  });

  it('finds an entry that names no verse: only a chapter or a book', () => {
    const sources = [
      { text: 'mahabharata', ref: '6.19' },
      { text: 'mahabharata', ref: 'Bhīṣma Parva (book 6)', note: 'The whole book tells of the war.' },
    ];
    expect(check(entry({ sources }))).toEqual([
      'quiz[0]: no source names a verse (a text and a verse ref): the play mode cites it',
    ]);
    // A stanza of a text whose original the site does not hold is still a verse.
    expect(check(entry({ sources: [{ text: 'sukhakarta', ref: 'stanza 3' }] }))).toEqual([]);
  });

  it('finds an explanation of two sentences, one without its full stop, and one too long', () => {
    const two = 'The kṣurapra cuts arrows. It is named after a razor.';
    const unfinished = 'The kṣurapra cuts arrows';
    const long = `The kṣurapra${' is a razor-edged arrowhead'.repeat(7)}.`;
    expect(long.length).toBeGreaterThan(QUIZ_EXPLANATION_MAX);
    expect(
      check(
        entry({ play: { explanation: two } }),
        entry({ play: { explanation: unfinished } }),
        entry({ play: { explanation: long } }),
      ),
    ).toEqual([
      'quiz[0]: the explanation must be one sentence, ending with . ! or ?',
      'quiz[1]: the explanation must be one sentence, ending with . ! or ?',
      `quiz[2]: the explanation has ${long.length} characters; keep it to ${QUIZ_EXPLANATION_MAX}`,
    ]);
  });

  it('reads a decimal or a verse number as no end of a sentence', () => {
    expect(check(entry({ play: { explanation: 'Verse 1.66 gives 21,870 uses (no, 10).' } }))).toEqual([]);
  });
});
