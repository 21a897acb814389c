import { expect, test } from '@playwright/test';
import { fetchJson, testIds, waitForHydration, expectNoViolations } from './support.ts';

interface QuizEntry {
  quiz_information: { question: string; answer: string[]; references: string[]; winners: string[] };
}

test.describe('quiz', () => {
  let quiz: QuizEntry[] = [];
  test.beforeEach(async ({ page }) => {
    quiz = await fetchJson<QuizEntry[]>(page, '/documents/quiz');
  });
  const question = (i: number) => quiz[i]?.quiz_information.question ?? '';

  test('shows breadcrumb, title, count, winners, question and a reveal toggle', async ({ page }) => {
    await page.goto('/quiz');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Quiz',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz Challenge' })).toBeVisible();
    await expect(page.getByText(`Question 1 of ${quiz.length}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Winners' })).toBeVisible();
    await expect(page.getByText(question(0))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reveal Answer' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('reveals the answers joined by commas and the references, then hides them', async ({ page }) => {
    const multi = quiz.findIndex((q) => q.quiz_information.answer.length > 1);
    const entry = quiz[multi]?.quiz_information;
    if (!entry) throw new Error('no multi-answer question');
    await page.goto(`/quiz?q=${multi + 1}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reveal Answer' }).click();
    await expect(page.getByTestId(testIds.quizAnswer)).toHaveText(entry.answer.join(', '));
    await expect(page.getByRole('heading', { name: 'References' })).toBeVisible();
    // Each reference by its name (a page's title, a web copy's name), never its address.
    const names = await page.locator('.quiz__references a').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).not.toMatch(/^(https?:|shastra\/|\/)/);
    const external = page.locator('.quiz__references a[href^="https://"]').first();
    if ((await external.count()) > 0) {
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.getByRole('button', { name: 'Hide Answer' }).click();
    await expect(page.getByTestId(testIds.quizAnswer)).toHaveCount(0);
  });

  test('the revealed answer names the verse that states it, which opens its verse page', async ({ page }) => {
    await page.goto('/quiz?q=1');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reveal Answer' }).click();
    const sources = page.getByTestId(testIds.quizSources);
    await expect(sources).toHaveText('Dhanurveda-saṃhitā, 1.66');
    await sources.getByRole('link', { name: '1.66' }).click();
    await expect(page).toHaveURL(/\/texts\/dhanurveda_samhita\/1\.66$/);
    // The verse page lists the question among the pages that cite it.
    await expect(page.getByTestId(testIds.citedOn).getByRole('link', { name: 'Quiz, question 1' })).toHaveAttribute(
      'href',
      '/quiz?q=1',
    );
  });

  test('Previous and Next wrap at both ends, hide the answer and keep the URL', async ({ page }) => {
    await page.goto('/quiz');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reveal Answer' }).click();
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${quiz.length}$`));
    await expect(page.getByText(`Question ${quiz.length} of ${quiz.length}`)).toBeVisible();
    await expect(page.getByText(question(quiz.length - 1))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reveal Answer' })).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\?q=1$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(question(1))).toBeVisible();
    // The back button returns to the previous question.
    await page.goBack();
    await expect(page.getByText(question(0))).toBeVisible();
  });

  test('a shared link opens its question; arrow keys move', async ({ page }) => {
    await page.goto('/quiz?q=7');
    await waitForHydration(page);
    await expect(page.getByText(question(6))).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?q=8$/);
    // Two quick presses move two questions.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\?q=6$/);
    await expect(page.getByText(question(5))).toBeVisible();
    // Out-of-range or malformed numbers start at the first question.
    await page.goto('/quiz?q=9999');
    await expect(page.getByText(`Question 1 of ${quiz.length}`)).toBeVisible();
  });

  test("shows 'No quiz questions available' for an empty list", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/documents/quiz', (route) => route.fulfill({ json: [] }));
    await page.getByRole('link', { name: 'Quiz' }).first().click();
    await expect(page.getByTestId(testIds.quizEmpty)).toHaveText('No quiz questions available');
  });

  test("shows 'Error fetching quiz data' when the quiz fails", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/documents/quiz', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('link', { name: 'Quiz' }).first().click();
    await expect(page.getByRole('alert')).toHaveText('Error fetching quiz data');
  });

  test('has no accessibility violations, with the answer revealed', async ({ page }) => {
    await page.goto('/quiz');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reveal Answer' }).click();
    await expectNoViolations(page);
  });
});
