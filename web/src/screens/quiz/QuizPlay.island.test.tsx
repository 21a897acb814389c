/**
 * A round of the play mode as a visitor plays it, by keyboard: the level, ten questions answered
 * with the arrow keys and Enter, the verdict in a live region, the score and the review, and the
 * same round again from its address.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizPlayDocumentEntry } from '@shastra/content/schema';
import { fetchDocument } from '../../api/documentsClient.ts';
import { Island } from '../../islands/Island.tsx';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import QuizPlay, { QUIZ_PLAY_MESSAGES, scoreBand } from './QuizPlay.island.tsx';
import { drawRound } from './quizRound.ts';

vi.mock('../../api/documentsClient.ts', () => ({ fetchDocument: vi.fn() }));

const questions: QuizPlayDocumentEntry[] = Array.from({ length: 14 }, (_, i) => ({
  n: i + 1,
  level: i < 12 ? 'young' : 'scholar',
  question: `Question ${i + 1}?`,
  answer: [`Answer ${i + 1}`],
  distractors: [`Wrong ${i + 1}a`, `Wrong ${i + 1}b`, `Wrong ${i + 1}c`],
  explanation: `Because of verse ${i + 1}.`,
  sources: [
    {
      text: 'dhanurveda_samhita',
      ref: `1.${i + 1}`,
      title: 'Dhanurveda-saṃhitā',
      parts: [{ label: `1.${i + 1}`, path: `/texts/dhanurveda_samhita/1.${i + 1}` }],
    },
  ],
}));

beforeEach(() => vi.mocked(fetchDocument).mockResolvedValue(questions as never));
afterEach(() => history.replaceState(null, '', '/'));

async function openPage(address: string) {
  history.replaceState(null, '', address);
  await renderAsPage(
    <Island name="QuizPlay" component={QuizPlay} props={{}} hydrate="load" messages={QUIZ_PLAY_MESSAGES} />,
  );
  await act(async () => {
    await Promise.resolve();
  });
}

/** Answers the question on screen by keyboard: right or wrong, then reads the verdict. */
async function answer(user: ReturnType<typeof userEvent.setup>, right: boolean) {
  const group = screen.getByRole('group');
  const question = within(group).getByText(/^Question \d+\?$/).textContent ?? '';
  const n = Number(/\d+/.exec(question)?.[0]);
  const wanted = right ? `Answer ${n}` : `Wrong ${n}a`;
  const radios = within(group).getAllByRole('radio');
  // Tab into the group lands on the first choice; the arrows walk to the wanted one.
  radios[0]?.focus();
  const target = radios.findIndex((radio) => (radio as HTMLInputElement).value === wanted);
  for (let i = 0; i < target; i++) await user.keyboard('{ArrowDown}');
  if (target === 0) await user.keyboard(' ');
  expect(radios[target]).toBeChecked();
  await user.keyboard('{Enter}');
  return n;
}

describe('QuizPlay', () => {
  it('plays a round by keyboard: verdicts, a score, the review, and the same round again', async () => {
    const user = userEvent.setup();
    await openPage('/quiz/play');
    // The level form, with young readers chosen.
    expect(screen.getByRole('radio', { name: /Young readers/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Start the round' }));
    expect(location.pathname).toBe('/quiz/play');
    const params = new URLSearchParams(location.search);
    expect(params.get('level')).toBe('young');
    const seed = params.get('seed') ?? '';
    expect(seed).toMatch(/^[a-z0-9]{8}$/);
    const expected = drawRound(questions, 'young', seed).map(({ entry }) => entry.n);

    const asked: number[] = [];
    for (let i = 0; i < 10; i++) {
      expect(screen.getByText(`Question ${i + 1} of 10`)).toBeInTheDocument();
      // Checking without a choice asks for one and changes nothing.
      if (i === 0) {
        await user.click(screen.getByRole('button', { name: 'Check my answer' }));
        expect(screen.getByRole('alert')).toHaveTextContent('Pick one of the four answers first.');
      }
      const right = i % 2 === 0;
      asked.push(await answer(user, right));
      const verdict = screen.getByTestId('quiz-play-verdict');
      expect(verdict).toHaveAttribute('aria-live', 'polite');
      expect(verdict).toHaveTextContent(right ? 'Right!' : `Not quite. The answer is Answer ${asked[i]}.`);
      expect(verdict).toHaveTextContent(`Because of verse ${asked[i]}.`);
      expect(within(verdict).getByRole('link', { name: `1.${asked[i]}` })).toHaveAttribute(
        'href',
        `/texts/dhanurveda_samhita/1.${asked[i]}`,
      );
      // The choices are locked and marked in words, not by colour alone.
      expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
      expect(screen.getByText('right answer')).toBeInTheDocument();
      const next = screen.getByRole('button', { name: i < 9 ? 'Next question' : 'See my score' });
      expect(next).toHaveFocus();
      await user.keyboard('{Enter}');
    }
    expect(asked).toEqual(expected);
    const end = screen.getByTestId('quiz-play-end');
    expect(within(end).getByRole('heading', { name: 'You scored 5 out of 10' })).toHaveFocus();
    expect(end).toHaveTextContent('Good going.');
    // The review: one entry per question (each holds its citations' list too).
    const reviewed = [...(end.querySelector('.quiz-play__review')?.children ?? [])] as HTMLElement[];
    expect(reviewed).toHaveLength(10);
    expect(reviewed[1]).toHaveTextContent(`You chose Wrong ${asked[1]}a; the answer is Answer ${asked[1]}.`);
    expect(reviewed[0]).toHaveTextContent(`Right: Answer ${asked[0]}`);
    expect(within(reviewed[0] as HTMLElement).getByRole('link', { name: 'As a flashcard' })).toHaveAttribute(
      'href',
      `/quiz?q=${asked[0]}`,
    );

    // The same round again: same address, same questions, score back to nothing.
    await user.click(screen.getByRole('button', { name: 'Play this round again' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(new URLSearchParams(location.search).get('seed')).toBe(seed);
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByText(`Question ${expected[0]}?`)).toBeInTheDocument();
    expect(screen.getByText(/0 points/)).toBeInTheDocument();
  });

  it('opens a shared round from its address, the same ten questions in the same order', async () => {
    await openPage('/quiz/play?level=young&seed=k3x9q2ab');
    const [first] = drawRound(questions, 'young', 'k3x9q2ab');
    expect(screen.getByText(`Question ${first?.entry.n}?`)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(first?.choices);
  });

  it('starts a round from a level alone (the form submitted before the script ran), writing a seed into the address', async () => {
    await openPage('/quiz/play?level=scholar');
    expect(new URLSearchParams(location.search).get('seed')).toMatch(/^[a-z0-9]{8}$/);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
  });

  it('says when the questions cannot be loaded, and tries again', async () => {
    vi.mocked(fetchDocument).mockRejectedValueOnce(new Error('offline'));
    await openPage('/quiz/play?level=young&seed=abcdabcd');
    expect(screen.getByRole('alert')).toHaveTextContent('The questions could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
  });

  it('speaks Hindi in the Hindi edition', async () => {
    history.replaceState(null, '', '/hi/quiz/play');
    await renderAsPage(
      <Island name="QuizPlay" component={QuizPlay} props={{}} hydrate="load" messages={QUIZ_PLAY_MESSAGES} />,
      'hi',
    );
    expect(screen.getByRole('radio', { name: /युवा पाठक/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'दौर शुरू करें' }).closest('form')).toHaveAttribute(
      'action',
      '/hi/quiz/play',
    );
  });
});

describe('scoreBand', () => {
  it('names the band of a score', () => {
    expect([10, 9, 7, 6, 4, 3, 0].map((score) => scoreBand(score, 10))).toEqual([
      'perfect',
      'high',
      'high',
      'middle',
      'middle',
      'low',
      'low',
    ]);
  });
});
