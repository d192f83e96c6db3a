import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';

/**
 * JSON logs through pino. Every request line carries the request id (the same one the
 * X-Request-Id header returns); credentials are removed before anything is written.
 */
export function loggerOptions(level: string, destination?: DestinationStream): Params {
  return {
    pinoHttp: [
      {
        level,
        // pino-http reuses req.id, which the gateway sets from X-Request-Id (see http-server.ts).
        // keyId (set by the auth guard) says which API key made the request; never the key itself.
        customProps: (req) => {
          const raw = req as { id?: unknown; keyId?: string };
          return raw.keyId ? { requestId: raw.id, keyId: raw.keyId } : { requestId: raw.id };
        },
        redact: {
          paths: [
            'req.headers.authorization',
            'req.headers.cookie',
            'req.headers["x-api-key"]',
            'res.headers["set-cookie"]',
            '*.key',
            '*.secret',
          ],
          remove: true,
        },
        serializers: {
          req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown> }) => ({
            id: req.id,
            method: req.method,
            url: req.url,
            headers: req.headers,
          }),
        },
        autoLogging: { ignore: (req) => req.url === '/health/live' || req.url === '/metrics' },
        customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      },
      destination as DestinationStream,
    ],
  };
}
