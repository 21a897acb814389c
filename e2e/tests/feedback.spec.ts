import type { Page } from '@playwright/test';
import { createFeedbackStore } from '../../server/src/feedback/feedbackStore.ts';
import { openPglite } from '../../server/src/feedback/sqlClient.ts';
import { expect, test } from './fixtures.ts';
import { hydrateIsland, testIds } from './support.ts';

/** Accepts the next browser alert and records its message. */
function acceptAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return messages;
}

async function fillForm(page: Page, email: string, message: string) {
  const form = page.getByTestId(testIds.feedbackForm);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill(message);
  return form;
}

test.describe('feedback form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#feedback');
    await hydrateIsland(page, 'FeedbackForm');
  });

  test('both fields are required; typing clears the message', async ({ page }) => {
    const form = page.getByTestId(testIds.feedbackForm);
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByTestId(testIds.feedbackError)).toHaveText('Email and message are required.');
    await form.getByLabel('Email').fill('reader@example.org');
    await expect(page.getByTestId(testIds.feedbackError)).toHaveText('');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByTestId(testIds.feedbackError)).toHaveText('Email and message are required.');
  });

  test('a failed submit is announced: the form and the empty field are described by the error', async ({ page }) => {
    const form = page.getByTestId(testIds.feedbackForm);
    await form.getByLabel('Email').fill('reader@example.org');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form).toHaveAccessibleDescription('Email and message are required.');
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Email and message are required.');
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('');
    await expect(page.getByTestId(testIds.feedbackError)).toHaveRole('alert');
  });

  test('a successful send (HTTP 200) opens the thank-you popup, closed by Close', async ({ page }) => {
    // The page itself set no cookie: the form asks for its XSRF token before the first post.
    expect(await page.context().cookies()).toEqual([]);
    const form = await fillForm(page, 'reader@example.org', 'Thank you for the page on vyūhas.');
    const [request] = await Promise.all([
      page.waitForRequest('**/documents/savefeedback'),
      form.getByRole('button', { name: 'Send feedback' }).click(),
    ]);
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    expect(token).toBeTruthy();
    expect(request.headers()['x-xsrf-token']).toBe(token);
    const dialog = page.getByTestId(testIds.thankYouDialog);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Email')).toHaveValue('');
  });

  for (const [label, fulfil] of [
    ['a server error', { status: 500, body: '{"error":"x","status":500}' }],
    ['a 201', { status: 201, body: '{}' }],
  ] as const) {
    test(`${label} shows the alert 'An error occurred while submitting the form.'`, async ({ page }) => {
      await page.route('**/documents/savefeedback', (route) => route.fulfill(fulfil));
      const alerts = acceptAlerts(page);
      const form = await fillForm(page, 'reader@example.org', 'Hello');
      await form.getByRole('button', { name: 'Send feedback' }).click();
      await expect.poll(() => alerts).toEqual(['alert: An error occurred while submitting the form.']);
      await expect(page.getByTestId(testIds.thankYouDialog)).toBeHidden();
      await expect(form.getByLabel('Message')).toHaveValue('Hello');
    });
  }

  test('a network failure shows the same alert', async ({ page }) => {
    await page.route('**/documents/savefeedback', (route) => route.abort());
    const alerts = acceptAlerts(page);
    const form = await fillForm(page, 'reader@example.org', 'Hello');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => alerts).toEqual(['alert: An error occurred while submitting the form.']);
  });
});

test.describe('feedback store', () => {
  test('a wrong XSRF token gets 403 and stores nothing; a right one is stored', async ({ page, ownServer }) => {
    await page.goto(`${ownServer.url}/#feedback`);
    await hydrateIsland(page, 'FeedbackForm');
    // Tamper with the header on the way out: the server must refuse.
    await page.route('**/documents/savefeedback', async (route) => {
      const response = await route.fetch({
        headers: { ...route.request().headers(), 'x-xsrf-token': 'x'.repeat(43) },
      });
      expect(response.status()).toBe(403);
      await route.fulfill({ response });
    });
    const alerts = acceptAlerts(page);
    let form = await fillForm(page, 'forged@example.org', 'Forged');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => alerts).toEqual(['alert: An error occurred while submitting the form.']);
    await page.unroute('**/documents/savefeedback');
    form = await fillForm(page, 'reader@example.org', 'Genuine');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByTestId(testIds.thankYouDialog)).toBeVisible();
    // PGlite lets one process open a folder: stop the server before reading its store.
    await ownServer.stop();
    const store = await createFeedbackStore(await openPglite(ownServer.dataDir));
    const entries = await store.list();
    await store.close();
    expect(entries.map((entry) => entry.email)).toEqual(['reader@example.org']);
  });
});
