/** Connection-level failures of Postgres (SQLSTATE class 08, admin shutdown 57P0x) or the network. */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);

/**
 * Whether an error means a dependency is unreachable (retry later) rather than that the work is
 * wrong (do not retry). Duck-typed, not instanceof Error: errors raised inside Node's core (net)
 * come from another realm under some runners (jest's vm contexts).
 */
export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (DOWN_CODES.has(code) || code.startsWith('08'))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|ECONNREFUSED/.test(
      message,
    )
  );
}
