import { describe, expect, it } from 'vitest';
import type { QuizPlayDocumentEntry } from '@shastra/content/schema';
import { drawRound, newSeed, parseLevel, parseSeed, ROUND_LENGTH } from './quizRound.ts';

const questions: QuizPlayDocumentEntry[] = Array.from({ length: 30 }, (_, i) => ({
  n: i + 1,
  level: i % 3 === 0 ? 'scholar' : 'young',
  question: `Question ${i + 1}?`,
  answer: [`Answer ${i + 1}`],
  distractors: [`Wrong ${i + 1}a`, `Wrong ${i + 1}b`, `Wrong ${i + 1}c`],
  explanation: `Because ${i + 1}.`,
  sources: [],
}));

describe('drawRound', () => {
  it('draws ten different questions of the level, each with its answer and three distractors as choices', () => {
    const round = drawRound(questions, 'young', 'k3x9q2ab');
    expect(round).toHaveLength(ROUND_LENGTH);
    expect(new Set(round.map(({ entry }) => entry.n)).size).toBe(ROUND_LENGTH);
    for (const { entry, choices, answer } of round) {
      expect(entry.level).toBe('young');
      expect(answer).toBe(`Answer ${entry.n}`);
      expect([...choices].sort()).toEqual([answer, ...entry.distractors].sort());
    }
  });

  it('draws the same round, in the same order with the same choices, from the same level and seed', () => {
    expect(drawRound(questions, 'young', 'k3x9q2ab')).toEqual(drawRound(questions, 'young', 'k3x9q2ab'));
    const other = drawRound(questions, 'young', 'zz11zz11');
    expect(other.map(({ entry }) => entry.n)).not.toEqual(
      drawRound(questions, 'young', 'k3x9q2ab').map(({ entry }) => entry.n),
    );
  });

  it('puts the answer in every place across rounds, not always first', () => {
    const places = new Set(
      ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'].flatMap((seed) =>
        drawRound(questions, 'young', seed).map(({ choices, answer }) => choices.indexOf(answer)),
      ),
    );
    expect([...places].sort()).toEqual([0, 1, 2, 3]);
  });

  it('takes every question of a level that has fewer than ten', () => {
    expect(drawRound(questions, 'scholar', 'abcd')).toHaveLength(10);
    expect(drawRound(questions.slice(0, 9), 'scholar', 'abcd')).toHaveLength(3);
  });

  it('joins several answers into one choice, as the flashcards show them', () => {
    const [round] = drawRound(
      [{ ...(questions[1] as QuizPlayDocumentEntry), answer: ['Mitra', 'Varuṇa'] }],
      'young',
      'abcd',
    );
    expect(round?.answer).toBe('Mitra, Varuṇa');
    expect(round?.choices).toContain('Mitra, Varuṇa');
  });
});

describe('the round in the address', () => {
  it('reads a level and a seed, and nothing else', () => {
    expect(parseLevel('young')).toBe('young');
    expect(parseLevel('scholar')).toBe('scholar');
    expect(parseLevel('expert')).toBeNull();
    expect(parseLevel(null)).toBeNull();
    expect(parseSeed('k3x9q2ab')).toBe('k3x9q2ab');
    expect(parseSeed('<script>')).toBeNull();
    expect(parseSeed('a')).toBeNull();
  });

  it('makes new seeds that it reads back', () => {
    const seeds = Array.from({ length: 20 }, newSeed);
    for (const seed of seeds) expect(parseSeed(seed)).toBe(seed);
    expect(new Set(seeds).size).toBe(20);
  });
});
