/**
 * What went wrong with the store, in words an operator can act on, without the connection string,
 * the user name, the password or the host (which PostgreSQL's own messages may carry).
 */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing accepts connections at its address',
  ENOTFOUND: 'its host name does not resolve',
  EAI_AGAIN: 'its host name could not be resolved just now',
  ETIMEDOUT: 'it did not answer in time',
  ECONNRESET: 'it closed the connection',
  '28P01': 'it refused the user name or password',
  '28000': 'it refused the connection for this user',
  '3D000': 'the database does not exist',
  '57P01': 'an administrator ended the connection',
  '57P03': 'it is starting up or shutting down',
};

export function describeStoreError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return REASONS[code] ? `${REASONS[code]} (${code})` : `error ${code}`;
  if (error instanceof Error && /timeout/i.test(error.message)) return 'it did not answer in time';
  return `an unexpected ${error instanceof Error ? error.name : 'error'}`;
}
