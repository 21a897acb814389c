/**
 * The rules of the quiz's play mode, which asks each question with four choices (content/src/
 * schema.ts, quizPlaySchema): every entry has its `play`; its three distractors are three different
 * wrong answers, none of them an answer once case and diacritics are folded away (Śārṅga = sarnga);
 * its explanation is one short sentence; and the entry cites at least one verse, which the play mode
 * shows with the question and links when the site holds it. One of the checks `npm test -- content` and the
 * content build run (content/src/checks.ts).
 */
import type { Corpus } from '../index.ts';
import { foldDiacritics } from '../text/fold.ts';
import { resolveCitation, textRegistry } from '../texts/citations.ts';

/** How many wrong answers a question has: with its answer, the four choices. */
export const QUIZ_DISTRACTORS = 3;
/** The longest explanation, in characters: one sentence a child reads at a glance. */
export const QUIZ_EXPLANATION_MAX = 160;

const folded = (text: string) => foldDiacritics(text).replace(/\s+/g, ' ').trim();

/** A sentence's end followed by more words: a second sentence. */
const SECOND_SENTENCE = /[.!?][”’")\]]*\s+\S/u;
/** A sentence's end: a full stop, question or exclamation mark, perhaps inside a closing quote. */
const SENTENCE_END = /[.!?][”’")\]]*$/u;

export function checkQuizPlay(corpus: Pick<Corpus, 'quiz' | 'texts'>): string[] {
  const registry = textRegistry(corpus.texts);
  const problems: string[] = [];
  corpus.quiz.forEach(({ quiz_information: quiz, play }, i) => {
    const where = `quiz[${i}]`;
    // A verse the site holds opens its page; a text whose original it does not hold (the Marathi
    // āratī Sukhakartā) is still cited to its stanza.
    const namesAVerse = quiz.sources.some((source) =>
      resolveCitation(registry, source).parts.some((part) => part.level === 'verse'),
    );
    if (!namesAVerse)
      problems.push(`${where}: no source names a verse (a text and a verse ref): the play mode cites it`);
    if (!play) {
      problems.push(`${where}: no play (its level, three distractors and an explanation)`);
      return;
    }
    const { distractors, explanation } = play;
    if (distractors.length !== QUIZ_DISTRACTORS)
      problems.push(`${where}: ${distractors.length} distractors; the play mode needs exactly ${QUIZ_DISTRACTORS}`);
    const answers = new Set([...quiz.answer.map(folded), folded(quiz.answer.join(', '))]);
    const seen = new Set<string>();
    for (const distractor of distractors) {
      const key = folded(distractor);
      if (answers.has(key)) problems.push(`${where}: the distractor '${distractor}' is an answer`);
      if (seen.has(key)) problems.push(`${where}: the distractor '${distractor}' is given twice`);
      seen.add(key);
    }
    if (explanation.length > QUIZ_EXPLANATION_MAX)
      problems.push(
        `${where}: the explanation has ${explanation.length} characters; keep it to ${QUIZ_EXPLANATION_MAX}`,
      );
    if (SECOND_SENTENCE.test(explanation) || !SENTENCE_END.test(explanation))
      problems.push(`${where}: the explanation must be one sentence, ending with . ! or ?`);
  });
  return problems;
}
