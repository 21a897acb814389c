/**
 * The route table: which screen a path shows. The fixed pages come from the contract
 * (@shastra/content/contract/pages); after them, one, two and three ids are a category, an item
 * and a specific detail. docs/architecture.md, "Screens", lists each screen's files.
 */
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { apiScreen } from '../screens/api/api.screen.ts';
import { categoryScreen } from '../screens/category/category.screen.ts';
import { festivalScreen } from '../screens/festival/festival.screen.ts';
import { homeScreen } from '../screens/home/home.screen.ts';
import { itemScreen } from '../screens/item/item.screen.ts';
import { quizScreen } from '../screens/quiz/quiz.screen.ts';
import { quizPlayScreen } from '../screens/quiz/quizPlay.screen.ts';
import { sageScreen } from '../screens/sage/sage.screen.ts';
import { searchScreen } from '../screens/search/search.screen.ts';
import { specificScreen } from '../screens/specific/specific.screen.ts';
import { textScreen, textsScreen, verseScreen } from '../screens/texts/texts.screen.ts';
import { savedScreen } from '../saved/saved.screen.ts';
import type { Screen } from './screen.ts';

interface Route {
  /** Path segments; `:name` matches one id. */
  pattern: string;
  screen: Screen<never>;
}

const route = <D>(pattern: string, screen: Screen<D>): Route => ({
  pattern,
  screen: screen as unknown as Screen<never>,
});

const ROUTES: readonly Route[] = [
  route(FIXED_PAGES.home, homeScreen),
  route(FIXED_PAGES.quiz, quizScreen),
  route(FIXED_PAGES.quizPlay, quizPlayScreen),
  route(FIXED_PAGES.sage, sageScreen),
  route(`${FIXED_PAGES.sage}/:sageKey`, sageScreen),
  route(FIXED_PAGES.decoration, festivalScreen('decoration')),
  route(FIXED_PAGES.devi, festivalScreen('devi')),
  route(FIXED_PAGES.api, apiScreen),
  route(FIXED_PAGES.search, searchScreen),
  route(FIXED_PAGES.saved, savedScreen),
  route(FIXED_PAGES.texts, textsScreen),
  route(`${FIXED_PAGES.texts}/:textId`, textScreen),
  route(`${FIXED_PAGES.texts}/:textId/:locator`, verseScreen),
  route('/:id', categoryScreen),
  route('/:id/:itemId', itemScreen),
  route('/:id/:itemId/:specificId', specificScreen),
];

/** The screen a path shows and its parameters, or null. */
export function matchRoute(path: string): { screen: Screen<never>; params: Record<string, string> } | null {
  const parts = path.split('/').filter(Boolean);
  for (const { pattern, screen } of ROUTES) {
    const want = pattern.split('/').filter(Boolean);
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = want.every((segment, i) => {
      const part = parts[i] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      params[segment.slice(1)] = part;
      return true;
    });
    if (matches) return { screen, params };
  }
  return null;
}
