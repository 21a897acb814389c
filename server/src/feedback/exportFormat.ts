/** Feedback entries as CSV or JSON for the people who run the site. */
import type { StoredFeedback } from './feedbackStore.ts';

export type ExportFormat = 'csv' | 'json';

const CSV_COLUMNS = ['id', 'received_at', 'email', 'message', 'client_hash'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma, line break, semicolon or tab
 * (spreadsheets in locales whose list separator is ';', or that read tabs, would split it there
 * and could read what follows as a formula), and a leading =, +, -, @, tab or CR defused with an
 * apostrophe so a spreadsheet never runs a visitor's text as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function row(entry: StoredFeedback): Record<(typeof CSV_COLUMNS)[number], string> {
  return {
    id: String(entry.id),
    received_at: entry.receivedAt.toISOString(),
    email: entry.email,
    message: entry.message,
    client_hash: entry.clientHash,
  };
}

export function formatFeedback(entries: StoredFeedback[], format: ExportFormat): string {
  if (format === 'json') return `${JSON.stringify(entries.map(row), null, 2)}\n`;
  const lines = [
    CSV_COLUMNS.join(','),
    ...entries.map((entry) => CSV_COLUMNS.map((c) => csvField(row(entry)[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
