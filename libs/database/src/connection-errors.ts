/**
 * Failures that say nothing about the work itself and pass if retried: the network or Postgres
 * unreachable (SQLSTATE class 08, admin shutdown 57P0x), and Postgres refusing for now
 * (serialization failure 40001, deadlock 40P01, statement timeout 57014, too many connections
 * 53300, lock not available 55P03).
 */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '40001',
  '40P01',
  '57014',
  '53300',
  '55P03',
]);

/**
 * Whether an error means a dependency is unreachable or refusing for now (retry later) rather
 * than that the work is wrong (do not retry). Duck-typed, not instanceof Error: errors raised inside Node's core (net)
 * come from another realm under some runners (jest's vm contexts).
 */
export function isTransientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (TRANSIENT_CODES.has(code) || code.startsWith('08'))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|ECONNREFUSED/.test(
      message,
    )
  );
}
