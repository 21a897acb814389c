/**
 * The browser entry, the one script of every page: the islands runtime (it hydrates the page's
 * interactive parts when their time comes), the fallback for dialog invoker buttons, the service
 * worker, and a link's target kept in view while a long page settles. The site's stylesheet is imported here so the build emits it (inlined into each page).
 */
import './islands/runtime.ts';
import './islands/invokersFallback.ts';
import { keepHashTargetInView } from './layout/hashTarget.ts';
import { registerServiceWorker } from './pwa/registerServiceWorker.ts';
import './styles/index.css';

registerServiceWorker();
keepHashTargetInView();
