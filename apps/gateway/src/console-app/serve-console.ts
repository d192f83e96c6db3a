import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Logger } from 'pino';
import { buildProblem, PROBLEM_CONTENT_TYPE, ProblemCode } from '@app/http';

/**
 * Headers of every console answer. The policy allows only the console's own scripts, styles and
 * API (no inline script, no other origin), forbids framing (clickjacking), and sends no Referer,
 * so nothing of an address leaves the page.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/**
 * Serves the built console (apps/console, `vite build` into CONSOLE_DIR) under /console.
 *
 * - Files are served as they are: hashed assets cached for a year, index.html never cached, so a
 *   new build is picked up at the next load.
 * - A file a later build added (a rebuild while the gateway runs swaps new files in beside the
 *   old ones: docs/development.md#lint-format-build) is found on disk when it is asked for: the
 *   routes made at start know only the files of that time.
 * - Any other path under /console without a file extension is a page of the single-page app
 *   (`/console/workspaces/{id}/…`) and gets index.html, whose router shows it. A missing asset
 *   stays a 404, rather than HTML where a script was expected.
 * - Without a build, /console says how to make one (503) instead of a bare 404.
 */
export async function serveConsole(
  fastify: FastifyInstance,
  directory: string,
  logger: Logger,
): Promise<void> {
  const root = resolve(directory);
  const built = existsSync(resolve(root, 'index.html'));
  if (!built) {
    logger.warn(`the console is not built (no ${root}/index.html): /console answers 503 until npm run build`);
    fastify.get('/console', notBuilt);
    fastify.get('/console/*', notBuilt);
    return;
  }
  await fastify.register(fastifyStatic, {
    root,
    prefix: '/console/',
    // Routes for the files present at start, so that every other path can be a page of the app.
    wildcard: false,
    index: false,
    setHeaders: (response, path) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.header(name, value);
      response.header(
        'cache-control',
        path.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  const page = (_request: unknown, reply: FastifyReply) =>
    reply.headers({ ...SECURITY_HEADERS, 'cache-control': 'no-cache' }).sendFile('index.html', root);
  fastify.get('/console', page);
  fastify.get('/console/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (/\.[A-Za-z0-9]+$/.test(path)) {
      const file = resolve(root, path);
      // Inside the console's folder only; send refuses `..` and dot-files on its own as well.
      if (file.startsWith(`${root}${sep}`) && existsSync(file)) return reply.sendFile(path, root);
      return reply
        .code(404)
        .type(PROBLEM_CONTENT_TYPE)
        .send(
          buildProblem(
            404,
            ProblemCode.NotFound,
            `The console has no file ${path}. Reload the page: the console may have been updated.`,
          ),
        );
    }
    return page(request, reply);
  });
}

function notBuilt(_request: unknown, reply: FastifyReply) {
  return reply
    .code(503)
    .type(PROBLEM_CONTENT_TYPE)
    .header('retry-after', '60')
    .send(
      buildProblem(
        503,
        ProblemCode.Unavailable,
        'The console is not built on this server. Run npm run build (or npm start, which builds it), then reload.',
      ),
    );
}
