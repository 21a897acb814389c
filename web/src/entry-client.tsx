/** Browser entry: hydrates the server-rendered page with the router data embedded in it. */
import { options } from 'preact';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { ROUTER_DATA_ID } from './routerData.ts';
import { routes } from './routes.tsx';
import { registerServiceWorker } from './pwa/registerServiceWorker.ts';
import './styles/index.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

// The data arrives as inert JSON (no inline script, so the CSP needs no exception); React Router
// reads this global and revives errors from it.
const embedded = document.getElementById(ROUTER_DATA_ID)?.textContent;
if (embedded) window.__staticRouterHydrationData = JSON.parse(embedded);

// Preact runs effects after the next animation frame; React runs them right after an event's
// update. Timers, dialogs and focus moves here rely on React's order, so flush effects as a
// microtask after each render instead.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// Load the lazily split pages this URL shows before hydrating, so the first render matches the
// server's HTML instead of showing nothing while the chunk arrives.
await Promise.all(
  (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }),
);

/** Marks <html data-hydrated> once the page is interactive: tests and page budgets wait for it. */
function HydrationMarker() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (root) {
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={router} />
      <HydrationMarker />
    </StrictMode>,
  );
}
registerServiceWorker();
