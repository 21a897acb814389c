/** The route table of spec section 2 (routes of later issues join here). */
import type { RouteObject } from 'react-router';
import type { ItemDocument, QuizEntry } from '@shastra/content/schema';
import { ErrorScreen } from './components/ErrorScreen.tsx';
import { PageError } from './components/PageError.tsx';
import { articleLd, type RouteHandle } from './pageMeta.ts';
import site from './siteConfig.ts';
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
import { QuizPage } from './pages/QuizPage.tsx';
import { SagePage } from './pages/SagePage.tsx';
import { SpecificPage } from './pages/SpecificPage.tsx';
import { searchLoader, SearchPage, type SearchPageData } from './search/SearchPage.tsx';
import { titleFromId } from './text.ts';

/*
 * Pages most visits never reach load as separate chunks (issue 9's budget for the home page's
 * JavaScript). Loaders stay here, so the server's data and the browser's hydration data match;
 * entry-client.tsx loads the matched chunks before hydrating. The quiz and sage pages stay in the
 * main bundle: they are landing pages, and a separate chunk would split their hydration into a
 * second long task (Lighthouse's blocking time).
 */
const apiPage = async () => ({ Component: (await import('./pages/ApiPage.tsx')).ApiPage });
const decorationPage = async () => ({
  Component: (await import('./pages/festival/FestivalPage.tsx')).DecorationPage,
});
const deviPage = async () => ({ Component: (await import('./pages/festival/FestivalPage.tsx')).DeviPage });

const summary = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 155);

const shareImage = (categoryId: string) => `/images/share/${categoryId}.png`;

const categoryHandle: RouteHandle = {
  meta: (data) => {
    const { id, info } = data as CategoryData;
    const title = info?.name ?? titleFromId(id);
    const description = summary(info?.intro);
    return {
      title,
      ...(info ? { description } : {}),
      image: shareImage(id),
      type: 'article',
      jsonLd: info ? [articleLd(title, description, `/${id}`, shareImage(id))] : [],
      breadcrumb: [{ name: title, path: `/${id}` }],
    };
  },
};
const sageHandle: RouteHandle = {
  meta: (data) => {
    const { sage } = data as SageData;
    const description = summary(sage.basic_info.who_was_that_saptarishi[0]);
    const path = `/saptarishi/${sage.key}`;
    return {
      title: `${sage.name}, one of the seven sages`,
      description,
      image: '/images/share/saptarishi.png',
      type: 'article',
      jsonLd: [
        {
          ...articleLd(`${sage.name}, one of the seven sages`, description, path, '/images/share/saptarishi.png'),
          about: { '@type': 'Person', name: sage.name },
        },
      ],
      breadcrumb: [
        { name: 'Saptarishi', path: '/saptarishi' },
        { name: sage.name, path },
      ],
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
    const { category, parent } = item;
    const path = parent ? `/${category.id}/${parent.id}/${item.id}` : `/${category.id}/${item.id}`;
    const description = summary(item.intro ?? item.used_for ?? item.use);
    return {
      title: `${item.name} (${category.name})`,
      description,
      image: shareImage(category.id),
      type: 'article',
      jsonLd: [articleLd(item.name, description, path, shareImage(category.id))],
      breadcrumb: [
        { name: category.name, path: `/${category.id}` },
        ...(parent ? [{ name: parent.name, path: `/${category.id}/${parent.id}` }] : []),
        { name: item.name, path },
      ],
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
      {
        index: true,
        loader: homeLoader,
        element: <HomePage />,
        errorElement: <PageError />,
        handle: {
          meta: () => ({
            jsonLd: [
              {
                '@type': 'WebSite',
                name: site.name,
                url: site.site_url,
                description: site.description,
                inLanguage: 'en',
                potentialAction: {
                  '@type': 'SearchAction',
                  target: { '@type': 'EntryPoint', urlTemplate: `${site.site_url}/search?q={search_term_string}` },
                  'query-input': 'required name=search_term_string',
                },
              },
            ],
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'quiz',
        loader: quizLoader,
        element: <QuizPage />,
        errorElement: <QuizError />,
        // Moving between questions changes only ?q=: keep the loaded quiz.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        handle: {
          meta: (data) => ({
            title: 'Quiz Challenge',
            description: 'Test what you know about the bows, arrows, formations and sages of the old texts.',
            image: '/images/share/quiz.png',
            jsonLd: [
              {
                '@type': 'Quiz',
                name: 'Quiz Challenge',
                about: 'Dhanurveda, divine weapons, battle formations and the seven sages in the old Sanskrit texts',
                educationalUse: 'practice',
                hasPart: (data as QuizEntry[]).map(({ quiz_information: { question, answer } }) => ({
                  '@type': 'Question',
                  eduQuestionType: 'Flashcard',
                  text: question,
                  acceptedAnswer: { '@type': 'Answer', text: answer.join(' / ') },
                })),
              },
            ],
            breadcrumb: [{ name: 'Quiz Challenge', path: '/quiz' }],
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'saptarishi',
        loader: sageLoader,
        element: <SagePage />,
        errorElement: <PageError />,
        handle: sageHandle,
      },
      {
        path: 'saptarishi/:sageKey',
        loader: sageLoader,
        element: <SagePage />,
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
              // Result lists are for visitors, not for search engines' indexes.
              noindex: true,
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
