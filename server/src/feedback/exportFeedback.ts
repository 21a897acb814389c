/**
 * `npm run feedback:export [-- --format json]`: prints every stored feedback entry (CSV by
 * default) from the store the server is configured for (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { DataDirLockedError } from './dataDirLock.ts';
import { formatFeedback, type ExportFormat } from './exportFormat.ts';
import { openFeedbackStore } from './feedbackStore.ts';

const { values } = parseArgs({ options: { format: { type: 'string', default: 'csv' } } });
if (values.format !== 'csv' && values.format !== 'json') {
  console.error('--format is csv or json');
  process.exit(2);
}
const config = readConfig();
try {
  const store = await openFeedbackStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    salt: config.clientAddressSalt,
  });
  process.stdout.write(formatFeedback(await store.list(), values.format as ExportFormat));
  await store.close();
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
