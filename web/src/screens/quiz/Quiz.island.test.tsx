/**
 * The quiz card moving between questions while the other questions are still on their way: every
 * press moves one question, whenever the list arrives, and the card always ends on the question in
 * the URL.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shastra/content/contract/locales';
import { quizEntrySchema, type QuizDocumentEntry } from '@shastra/content/schema';
import { fetchDocument } from '../../api/documentsClient.ts';
import { Island } from '../../islands/Island.tsx';
import { renderAsPage } from '../../test/renderAsPage.tsx';
import Quiz, { QUIZ_MESSAGES } from './Quiz.island.tsx';

vi.mock('../../api/documentsClient.ts', () => ({ fetchDocument: vi.fn() }));

const quiz: QuizDocumentEntry[] = [1, 2, 3, 4, 5].map((n) => ({
  ...quizEntrySchema.parse({
    quiz_information: { question: `Question text ${n}?`, answer: [`Answer ${n}`], references: ['/quiz'] },
  }),
  reference_titles: ['Quiz Challenge'],
}));

/** The quiz list the page asks for, answered when the test says so. */
function deferredQuiz() {
  let answer: (value: QuizDocumentEntry[]) => void = () => undefined;
  const promise = new Promise<QuizDocumentEntry[]>((resolve) => {
    answer = resolve;
  });
  vi.mocked(fetchDocument).mockReturnValue(promise as never);
  return { promise, answer };
}

/** The page of question `n` (from 1), hydrated, in an edition (English by default). */
async function openQuestion(n: number, locale: Locale = 'en') {
  history.replaceState(null, '', `${locale === 'en' ? '' : `/${locale}`}/quiz?q=${n}`);
  const entry = quiz[n - 1]?.quiz_information;
  if (!entry) throw new Error(`no question ${n}`);
  await renderAsPage(
    <Island
      name="Quiz"
      component={Quiz}
      props={{ index: n - 1, total: quiz.length, entry, titles: quiz[n - 1]?.reference_titles ?? [] }}
      hydrate="load"
      messages={QUIZ_MESSAGES}
    />,
    locale,
  );
}

/** A key press as the browser delivers it, outside React's test batching. */
const press = (key: 'ArrowLeft' | 'ArrowRight') => {
  window.dispatchEvent(new KeyboardEvent('keydown', { key }));
};
/** A key press whose render React finishes before the test goes on. */
const pressAndRender = (key: 'ArrowLeft' | 'ArrowRight') => void act(() => press(key));

const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => vi.mocked(fetchDocument).mockReset());
afterEach(() => history.replaceState(null, '', '/'));

describe('Quiz moving before the list arrives', () => {
  it('shows the page’s own question, then the one the presses reach once the list arrives', async () => {
    const { promise, answer } = deferredQuiz();
    await openQuestion(3);
    expect(screen.getByText('Question 3 of 5')).toBeInTheDocument();
    pressAndRender('ArrowRight');
    pressAndRender('ArrowLeft');
    pressAndRender('ArrowLeft');
    expect(location.search).toBe('?q=2');
    await act(async () => {
      answer(quiz);
      await promise;
    });
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('Question text 2?')).toBeInTheDocument();
  });

  it('a press that lands between the list’s arrival and the next render still moves, and shows its question', async () => {
    const { promise, answer } = deferredQuiz();
    await openQuestion(3);
    pressAndRender('ArrowRight');
    expect(location.search).toBe('?q=4');
    // The list arrives; before React draws it, two more presses come in.
    answer(quiz);
    await promise;
    await flushMicrotasks();
    press('ArrowLeft');
    press('ArrowLeft');
    await act(flushMicrotasks);
    expect(location.search).toBe('?q=2');
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('Question text 2?')).toBeInTheDocument();
  });
});

describe('Quiz in Hindi', () => {
  it('speaks Hindi, and moves and links within the Hindi edition', async () => {
    const { promise, answer } = deferredQuiz();
    await openQuestion(3, 'hi');
    expect(screen.getByText('5 में से प्रश्न 3')).toBeInTheDocument();
    expect(screen.queryByText(/Question \d/)).toBeNull();
    expect(screen.getByRole('button', { name: 'उत्तर दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'विजेता' })).toBeInTheDocument();
    // Without a script, Previous and Next submit to the Hindi quiz page.
    expect(screen.getByRole('button', { name: 'अगला' }).closest('form')).toHaveAttribute('action', '/hi/quiz');
    pressAndRender('ArrowRight');
    expect(location.pathname).toBe('/hi/quiz');
    expect(location.search).toBe('?q=4');
    await act(async () => {
      answer(quiz);
      await promise;
    });
    expect(screen.getByText('5 में से प्रश्न 4')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'उत्तर दिखाएँ' }).click());
    expect(screen.getByText('उत्तर:')).toBeInTheDocument();
    // A reference shows its page's name, never its address.
    expect(screen.getByRole('link', { name: 'Quiz Challenge' })).toHaveAttribute('href', '/hi/quiz');
  });
});
