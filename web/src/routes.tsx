/** The route table of spec section 2 (routes of later issues join here). */
import type { RouteObject } from 'react-router';
import type { ItemDocument } from '@shastra/content/schema';
import { ErrorScreen } from './components/ErrorScreen.tsx';
import { PageError } from './components/PageError.tsx';
import type { RouteHandle } from './pageMeta.ts';
import { ApiPage } from './pages/ApiPage.tsx';
import { CategoryPage } from './pages/CategoryPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { ItemPage } from './pages/ItemPage.tsx';
import { Layout } from './pages/Layout.tsx';
import {
  apiLoader,
  categoryLoader,
  homeLoader,
  itemLoader,
  notFoundLoader,
  rootLoader,
  specificLoader,
  type CategoryData,
} from './pages/loaders.ts';
import { SpecificPage } from './pages/SpecificPage.tsx';
import { titleFromId } from './text.ts';

const summary = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 155);

const categoryHandle: RouteHandle = {
  meta: (data) => {
    const { id, info } = data as CategoryData;
    return { title: info?.name ?? titleFromId(id), ...(info ? { description: summary(info.intro) } : {}) };
  },
};
const itemHandle: RouteHandle = {
  meta: (data) => {
    const item = data as ItemDocument;
    return {
      title: `${item.name} (${item.category.name})`,
      description: summary(item.intro ?? item.used_for ?? item.use),
    };
  },
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, loader: homeLoader, element: <HomePage />, errorElement: <PageError /> },
      {
        path: 'api',
        loader: apiLoader,
        element: <ApiPage />,
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
