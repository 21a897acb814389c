/**
 * The system tests' one empty store: made once, before the test files start, and handed to their
 * workers through the environment, as the browser tests' global setup does. Each file runs in its
 * own process, so without this every file made its own (5 to 15 s of PGlite's initdb each).
 */
import { emptyStoreTemplate, STORE_TEMPLATE_ENV } from '../../scripts/lib/serverProcess.ts';

export default function storeTemplateSetup() {
  process.env[STORE_TEMPLATE_ENV] ??= emptyStoreTemplate();
}
