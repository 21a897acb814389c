/**
 * Registers the service worker (/sw.js, built by web/build/pwaPlugin.ts) once the page has
 * loaded, so its precaching never competes with the page's own requests. Production builds only:
 * the dev server has no /sw.js, and a worker caching dev modules would only get in the way.
 */
export function registerServiceWorker(env: { PROD: boolean } = import.meta.env) {
  if (!env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
