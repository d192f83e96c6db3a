import pino, { DestinationStream, Logger } from 'pino';

/**
 * The process's one pino logger: JSON lines on stdout (or a given stream, for tests). Fastify
 * uses it for request logs, Nest for everything else. Credentials are removed wherever they
 * could appear, as a second line of defence: request lines never include headers at all.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'headers.authorization',
          '*.authorization',
          '*.key',
          '*.secret',
          '*.password',
        ],
        remove: true,
      },
    },
    destination,
  );
}
