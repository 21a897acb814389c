/** The route table of spec section 2 (routes of later issues join here). */
import type { RouteObject } from 'react-router';
import type { ItemDocument } from '@shastra/content/schema';
import { ErrorScreen } from './components/ErrorScreen.tsx';
import { PageError } from './components/PageError.tsx';
import type { RouteHandle } from './pageMeta.ts';
import { CategoryPage } from './pages/CategoryPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { ItemPage } from './pages/ItemPage.tsx';
import { Layout } from './pages/Layout.tsx';
import {
  apiLoader,
  festivalLoader,
  quizLoader,
  sageLoader,
  type SageData,
  categoryLoader,
  homeLoader,
  itemLoader,
  notFoundLoader,
  rootLoader,
  specificLoader,
  type CategoryData,
} from './pages/loaders.ts';
import { SpecificPage } from './pages/SpecificPage.tsx';
import { searchLoader, SearchPage, type SearchPageData } from './search/SearchPage.tsx';
import { titleFromId } from './text.ts';

/*
 * Pages most visits never reach load as separate chunks (issue 9's budget for the home page's
 * JavaScript). Loaders stay here, so the server's data and the browser's hydration data match;
 * entry-client.tsx loads the matched chunks before hydrating.
 */
const quizPage = async () => ({ Component: (await import('./pages/QuizPage.tsx')).QuizPage });
const sagePage = async () => ({ Component: (await import('./pages/SagePage.tsx')).SagePage });
const apiPage = async () => ({ Component: (await import('./pages/ApiPage.tsx')).ApiPage });
const decorationPage = async () => ({
  Component: (await import('./pages/festival/FestivalPage.tsx')).DecorationPage,
});
const deviPage = async () => ({ Component: (await import('./pages/festival/FestivalPage.tsx')).DeviPage });

const summary = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 155);

const categoryHandle: RouteHandle = {
  meta: (data) => {
    const { id, info } = data as CategoryData;
    return { title: info?.name ?? titleFromId(id), ...(info ? { description: summary(info.intro) } : {}) };
  },
};
const sageHandle: RouteHandle = {
  meta: (data) => {
    const { sage } = data as SageData;
    return {
      title: `${sage.name}, one of the seven sages`,
      description: summary(sage.basic_info.who_was_that_saptarishi[0]),
    };
  },
};

/** Spec section 8: 'Error fetching quiz data'. */
function QuizError() {
  return (
    <section className="quiz container">
      <h1>Quiz Challenge</h1>
      <p className="error-message" role="alert">
        Error fetching quiz data
      </p>
    </section>
  );
}

const itemHandle: RouteHandle = {
  meta: (data) => {
    const item = data as ItemDocument;
    return {
      title: `${item.name} (${item.category.name})`,
      description: summary(item.intro ?? item.used_for ?? item.use),
    };
  },
};

const festivalHandle = (title: string): RouteHandle => ({
  meta: () => ({
    title,
    description: 'Festival decorations with lamps, fireworks, a lotus blessing and a hymn with its meaning.',
  }),
});

export const routes: RouteObject[] = [
  // Full screen, without header and footer (spec).
  {
    path: '/devi',
    loader: festivalLoader('devi', 'durga_stuti'),
    lazy: deviPage,
    errorElement: <PageError />,
    handle: festivalHandle('Durga Pandal'),
  },
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, loader: homeLoader, element: <HomePage />, errorElement: <PageError /> },
      {
        path: 'quiz',
        loader: quizLoader,
        lazy: quizPage,
        errorElement: <QuizError />,
        // Moving between questions changes only ?q=: keep the loaded quiz.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        handle: {
          meta: () => ({
            title: 'Quiz Challenge',
            description: 'Test what you know about the bows, arrows, formations and sages of the old texts.',
          }),
        },
      },
      {
        path: 'saptarishi',
        loader: sageLoader,
        lazy: sagePage,
        errorElement: <PageError />,
        handle: sageHandle,
      },
      {
        path: 'saptarishi/:sageKey',
        loader: sageLoader,
        lazy: sagePage,
        errorElement: <PageError />,
        handle: sageHandle,
      },
      {
        path: 'decoration',
        loader: festivalLoader('decoration', 'sukhakarta'),
        lazy: decorationPage,
        errorElement: <PageError />,
        handle: festivalHandle('Ganapati decoration'),
      },
      {
        path: 'search',
        loader: searchLoader,
        element: <SearchPage />,
        errorElement: <PageError />,
        handle: {
          meta: (data) => {
            const { query } = data as SearchPageData;
            return {
              title: query.trim() ? `Search: ${query.trim()}` : 'Search',
              description:
                'Search every page of Shastra: names in any spelling or in Devanagari, facts and quiz questions.',
            };
          },
        } satisfies RouteHandle,
      },
      {
        path: 'api',
        loader: apiLoader,
        lazy: apiPage,
        errorElement: <PageError />,
        handle: {
          meta: () => ({ title: 'API', description: 'The documents API of Shastra: every call, answer and schema.' }),
        },
      },
      {
        path: ':id',
        loader: categoryLoader,
        element: <CategoryPage />,
        errorElement: <PageError />,
        handle: categoryHandle,
      },
      {
        path: ':id/:itemId',
        loader: itemLoader,
        element: <ItemPage />,
        errorElement: <PageError />,
        handle: itemHandle,
      },
      {
        path: ':id/:itemId/:specificId',
        loader: specificLoader,
        element: <SpecificPage />,
        errorElement: <PageError />,
        handle: itemHandle,
      },
      { path: '*', loader: notFoundLoader, element: null, errorElement: <PageError /> },
    ],
  },
];
