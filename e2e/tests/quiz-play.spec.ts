/**
 * The quiz's play mode as a child plays it: by keyboard on a phone and a desktop, a level, ten
 * questions of four choices with a verdict read out, the score and the review, the same round
 * again from its address; the choices' rules held by the content; and what a visitor without
 * JavaScript is told.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, fetchJson, testIds, waitForHydration } from './support.ts';

interface PlayEntry {
  n: number;
  level: 'young' | 'scholar';
  question: string;
  answer: string[];
  distractors: string[];
  explanation: string;
  sources: { text: string; ref: string }[];
}

/** Answers the question on screen by keyboard: the right choice when `right`, else a wrong one. */
async function answerByKeyboard(page: Page, entries: PlayEntry[], right: boolean) {
  const card = page.getByTestId(testIds.quizPlayCard);
  const question = await card.locator('legend').innerText();
  const entry = entries.find((e) => e.question === question);
  if (!entry) throw new Error(`not a question of the quiz: ${question}`);
  const wanted = right ? entry.answer.join(', ') : (entry.distractors[0] ?? '');
  const radios = card.getByRole('radio');
  const values = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(values).toHaveLength(4);
  // Into the group, then down the arrows to the wanted choice.
  await radios.first().focus();
  const at = values.indexOf(wanted);
  if (at === 0) await page.keyboard.press('Space');
  for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
  await expect(radios.nth(at)).toBeChecked();
  await page.keyboard.press('Enter');
  return entry;
}

for (const width of [375, 1280]) {
  test(`a full round by keyboard at ${width} px: verdicts, score, review, and the same round again`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const entries = await fetchJson<PlayEntry[]>(page, '/documents/quiz/play');
    await page.goto('/quiz');
    await page.getByRole('link', { name: 'Play a round' }).click();
    await expect(page).toHaveURL(/\/quiz\/play$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Play the quiz' })).toBeVisible();
    await waitForHydration(page);
    // The level by keyboard: Scholars, then Start.
    await page.getByRole('radio', { name: /Young readers/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Scholars/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId(testIds.quizPlayStart)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quiz\/play\?level=scholar&seed=[a-z0-9]{8}$/);
    const address = new URL(page.url());

    const asked: string[] = [];
    for (let i = 0; i < 10; i++) {
      await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
      const right = i < 7;
      const entry = await answerByKeyboard(page, entries, right);
      expect(entry.level).toBe('scholar');
      asked.push(entry.question);
      const verdict = page.getByTestId(testIds.quizPlayVerdict);
      await expect(verdict).toHaveAttribute('aria-live', 'polite');
      await expect(verdict).toContainText(right ? 'Right!' : `Not quite. The answer is ${entry.answer.join(', ')}.`);
      await expect(verdict).toContainText(entry.explanation);
      // The reference opens its verse: the citation component, never a raw path.
      const link = verdict.getByRole('link').first();
      await expect(link).toHaveAttribute('href', /^\/texts\/[a-z_]+\/[^/]+$/);
      const next = page.getByTestId(testIds.quizPlayNext);
      await expect(next).toBeFocused();
      await expect(next).toBeInViewport();
      // After the viewport check: axe scrolls the page as it scans.
      if (i === 0) await expectNoViolations(page, `question at ${width} px`);
      await page.keyboard.press('Enter');
    }
    expect(new Set(asked).size).toBe(10);
    const end = page.getByTestId(testIds.quizPlayEnd);
    await expect(end.getByRole('heading', { name: 'You scored 7 out of 10' })).toBeFocused();
    await expect(end).toContainText('Excellent');
    const review = end.locator('.quiz-play__review > li');
    await expect(review).toHaveCount(10);
    await expect(review.nth(9)).toContainText('You chose');
    await expect(review.nth(0).getByRole('link', { name: 'As a flashcard' })).toHaveAttribute(
      'href',
      /^\/quiz\?q=\d+$/,
    );
    await expectNoViolations(page, `end at ${width} px`);

    // The address replays the round: the same ten questions, in the same order.
    await page.goto(address.pathname + address.search);
    await expect(page.getByTestId(testIds.quizPlayCard).locator('legend')).toHaveText(asked[0] ?? '');
    const replayed: string[] = [];
    for (let i = 0; i < 10; i++) {
      replayed.push((await answerByKeyboard(page, entries, true)).question);
      await page.getByTestId(testIds.quizPlayNext).click();
    }
    expect(replayed).toEqual(asked);
    await expect(page.getByRole('heading', { name: 'You scored 10 out of 10' })).toBeVisible();
    await page.getByRole('button', { name: 'Play this round again' }).click();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await expect(page.getByTestId(testIds.quizPlayCard).locator('legend')).toHaveText(asked[0] ?? '');
  });
}

test('every question can be played: four different choices, none of the distractors an answer', async ({ page }) => {
  const entries = await fetchJson<PlayEntry[]>(page, '/documents/quiz/play');
  expect(entries.length).toBeGreaterThanOrEqual(100);
  for (const level of ['young', 'scholar'] as const) {
    expect(entries.filter((e) => e.level === level).length, level).toBeGreaterThanOrEqual(10);
  }
  for (const entry of entries) {
    const choices = [entry.answer.join(', '), ...entry.distractors].map((c) => c.toLowerCase());
    expect(new Set(choices).size, entry.question).toBe(4);
    expect(entry.explanation.length, entry.question).toBeGreaterThan(0);
    expect(entry.sources.length, entry.question).toBeGreaterThan(0);
  }
});

test('the Hindi round speaks Hindi and stays in the Hindi edition', async ({ page }) => {
  await page.goto('/hi/quiz/play');
  await waitForHydration(page);
  await page.getByTestId(testIds.quizPlayStart).click();
  await expect(page).toHaveURL(/\/hi\/quiz\/play\?level=young&seed=/);
  await expect(page.getByText('10 में से प्रश्न 1')).toBeVisible();
  await page.getByTestId(testIds.quizPlayCard).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'मेरा उत्तर जाँचें' }).click();
  await expect(page.getByTestId(testIds.quizPlayVerdict)).toContainText(/सही!|ठीक नहीं।/);
  await expect(page.getByTestId(testIds.quizPlayVerdict).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/hi\/texts\//,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page says the game needs JavaScript and points to the flashcards', async ({ page }) => {
    // Headless Chromium parses <noscript> as if scripts ran even with them off, so the page's HTML
    // is read: what a browser without JavaScript shows.
    const html = await (await page.request.get('/quiz/play')).text();
    expect(html).toContain(
      '<noscript><p class="notice">This game needs JavaScript, which is off in this browser. The <a href="/quiz">flashcards</a> work without it.</p></noscript>',
    );
    await page.goto('/quiz/play');
    await expect(page.getByRole('heading', { level: 1, name: 'Play the quiz' })).toBeVisible();
  });
});
