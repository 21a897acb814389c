/**
 * A round of the play mode: ten questions of one level, each with its four choices in an order of
 * their own, drawn from the quiz by a seed. The same level and seed draw the same round from the
 * same quiz, so a round's address (/quiz/play?level=young&seed=k3x9q2) replays it and shares it.
 * docs/decisions.md, "Quiz and sage profiles", says why the draw is seeded.
 */
import type { QuizPlayDocumentEntry } from '@shastra/content/schema';
import { seededRandom } from '@shastra/content/seededRandom';

export const ROUND_LENGTH = 10;

export type Level = QuizPlayDocumentEntry['level'];
export const LEVELS: readonly Level[] = ['young', 'scholar'];

export interface RoundQuestion {
  entry: QuizPlayDocumentEntry;
  /** The four choices, the answer among them. */
  choices: string[];
  /** The right choice: the answers joined, as the flashcards show them. */
  answer: string;
}

/** A seed in an address: a few lowercase letters and digits. */
const SEED = /^[a-z0-9]{4,16}$/;

export const parseLevel = (value: string | null): Level | null => LEVELS.find((level) => level === value) ?? null;

export const parseSeed = (value: string | null): string | null => (value !== null && SEED.test(value) ? value : null);

/** A new seed: eight base-36 digits from the browser's random source. */
export function newSeed(): string {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint32Array(2));
  return (a.toString(36) + b.toString(36)).padStart(8, '0').slice(-8);
}

/** FNV-1a: a 32-bit number from a string, the same in every browser. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A copy of `items` in an order drawn by `random` (Fisher–Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The answer as one choice: several answers joined, as on the flashcards. */
const answerChoice = (entry: QuizPlayDocumentEntry) => entry.answer.join(', ');

/** The round `seed` draws from the questions of `level`: ROUND_LENGTH of them, or all when fewer. */
export function drawRound(questions: readonly QuizPlayDocumentEntry[], level: Level, seed: string): RoundQuestion[] {
  const random = seededRandom(hash(`${level}:${seed}`));
  const pool = questions.filter((entry) => entry.level === level);
  return shuffled(pool, random)
    .slice(0, ROUND_LENGTH)
    .map((entry) => {
      const answer = answerChoice(entry);
      return { entry, answer, choices: shuffled([answer, ...entry.distractors], random) };
    });
}
