/**
 * No lost taps: a visitor who presses a control, or types, as soon as it is drawn (before its
 * island has hydrated) gets what they asked for once the island runs (docs/architecture.md,
 * "Islands"). React is held back until the visitor has acted, so every press lands before
 * hydration whatever the machine's speed, and the CPU runs six times slower, as on a cheap phone.
 * Typing before hydration is checked where the fields are (pages.spec.ts, the listings). The
 * grip demonstration and the converter's form draw their controls only once hydrated, and the
 * search forms, the quiz's Previous and Next and the play mode's level form work without script, so
 * nothing there can be lost (the last is checked below: its round starts once the page runs).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdReact, testIds } from './support.ts';

interface EarlyTap {
  island: string;
  path: string;
  width: number;
  /** What the visitor does before hydration. */
  act: (page: Page) => Promise<Locator>;
  /** What they see once the island has hydrated. */
  then: (page: Page) => Promise<void>;
}

const factText = (page: Page) => page.getByTestId(testIds.factsBanner).getByTestId(testIds.factText);

const CASES: EarlyTap[] = [
  // The runtime holds and replays a press the same way at every width: each island once, at the
  // width its control is pressed at on a phone (the menu button shows only on a wide screen).
  {
    island: 'Quiz',
    path: '/quiz',
    width: 375,
    act: async (page) => {
      const reveal = page.getByRole('button', { name: 'Reveal Answer' });
      await reveal.click();
      return reveal;
    },
    then: async (page) => {
      await expect(page.getByTestId(testIds.quizAnswer)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Hide Answer' })).toBeVisible();
    },
  },
  // The Hindi edition: the island hydrates with the Hindi strings its HTML carries, and the held
  // press is replayed on it as on the English one.
  {
    island: 'Quiz',
    path: '/hi/quiz',
    width: 375,
    act: async (page) => {
      const reveal = page.getByRole('button', { name: 'उत्तर दिखाएँ' });
      await reveal.click();
      return reveal;
    },
    then: async (page) => {
      await expect(page.getByTestId(testIds.quizAnswer)).toBeVisible();
      await expect(page.getByRole('button', { name: 'उत्तर छिपाएँ' })).toBeVisible();
    },
  },
  {
    island: 'SaveButton',
    path: '/astras/brahmastra',
    width: 375,
    act: async (page) => {
      const save = page.getByTestId(testIds.saveToggle);
      await save.click();
      return save;
    },
    then: async (page) => {
      await expect(page.getByTestId(testIds.saveToggle)).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    island: 'SageProfile',
    path: '/saptarishi/vasishtha',
    width: 375,
    act: async (page) => {
      const tab = page.getByRole('tab', { name: 'Family' });
      await tab.click();
      return tab;
    },
    then: async (page) => {
      await expect(page.getByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    island: 'ThemeToggle',
    path: '/astras',
    width: 375,
    act: async (page) => {
      const toggle = page.getByTestId(testIds.themeToggle);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      return toggle;
    },
    then: async (page) => {
      await expect(page.getByTestId(testIds.themeToggle)).toHaveAttribute('aria-pressed', 'true');
    },
  },
  (() => {
    let before = '';
    return {
      island: 'FactsBanner',
      path: '/astras',
      width: 375,
      act: async (page: Page) => {
        const next = page.getByTestId(testIds.factsBanner).getByTestId(testIds.factNext);
        before = await factText(page).innerText();
        await next.click();
        return next;
      },
      then: async (page: Page) => {
        await expect(factText(page)).not.toHaveText(before);
      },
    };
  })(),
  {
    island: 'MenuButton',
    path: '/astras',
    width: 1280,
    act: async (page) => {
      const button = page.getByTestId(testIds.dhanurvedaMenu).getByRole('button').first();
      await button.click();
      return button;
    },
    then: async (page) => {
      await expect(page.getByTestId(testIds.dhanurvedaMenu).getByRole('button').first()).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
  },
  {
    island: 'ZoomableImage',
    path: '/astras/brahmastra',
    width: 375,
    act: async (page) => {
      const opener = page.getByRole('button', { name: /^Enlarge image/ }).first();
      await opener.click();
      return opener;
    },
    then: async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    island: 'FestivalPage',
    path: '/devi',
    width: 375,
    act: async (page) => {
      const button = page.getByRole('button', { name: 'Lotus Blessing' });
      await button.click();
      return button;
    },
    then: async (page) => {
      await expect(page.getByTestId(testIds.lotusShower).locator('img')).toHaveCount(15);
    },
  },
  {
    island: 'FeedbackForm',
    path: '/',
    width: 375,
    act: async (page) => {
      const form = page.getByTestId(testIds.feedbackForm);
      await form.scrollIntoViewIfNeeded();
      const send = form.getByRole('button', { name: 'Send feedback' });
      await send.click();
      return send;
    },
    then: async (page) => {
      // Nothing typed: the form's own check answers, and the page stays where it was.
      await expect(page.getByTestId(testIds.feedbackError)).not.toBeEmpty();
      expect(new URL(page.url()).search).toBe('');
    },
  },
];

test.describe('taps and typing before an island hydrates are not lost', () => {
  for (const { island, path, width, act, then } of CASES) {
    test(`${island} on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const release = await holdReact(page);
      // The runtime listens from its first moment: a module script, run before DOMContentLoaded.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const pressed = await act(page);
      const element = page.locator(`shastra-island[data-island="${island}"]`).first();
      await expect(element).not.toHaveAttribute('data-hydrated');
      await expect(pressed).toHaveAttribute('data-pending', '');
      release();
      await expect(element).toHaveAttribute('data-hydrated', '');
      await then(page);
      await expect(page.locator('[data-pending]')).toHaveCount(0);
    });
  }
});

test('a round started before the game hydrates is not lost: the level form submits its address', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const release = await holdReact(page);
  await page.goto('/quiz/play', { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: /Scholars/ }).check();
  await page.getByTestId(testIds.quizPlayStart).click();
  await expect(page).toHaveURL(/\/quiz\/play\?level=scholar$/);
  release();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/play\?level=scholar&seed=[a-z0-9]{8}$/);
});
