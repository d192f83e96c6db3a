import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProblemCode } from './problem-code';
import { buildProblem, PROBLEM_CONTENT_TYPE } from './problem-details';
import { ProblemException } from './problem.exception';

/**
 * What Fastify decides about a request before any route runs (its URL, its body's encoding and
 * JSON), answered as this API's problem documents with a detail that says what to fix. Found by
 * the gateway's fuzz test (test/fuzz): Fastify's own answers were plain JSON for a malformed URL,
 * "not valid JSON" for valid JSON holding a `__proto__` key, and a compressed-looking body was
 * read as plain text.
 */

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`%ZZ`, its one framework error without
 * async route constraints) is a 400 problem, not Fastify's own JSON.
 */
export function frameworkErrorProblem(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const path = request.raw.url?.split('?')[0] ?? '';
  refuse(
    request,
    reply,
    400,
    ProblemCode.MalformedUrl,
    `The request's path ${JSON.stringify(path.slice(0, 200))} is not a valid URL: percent-encode each special character (% as %25).`,
  );
}

/**
 * Two refusals before any route runs, in one cheap hook:
 * - a path or query string holding NUL (%00): no id or filter can contain it, and Postgres
 *   cannot even compare text with it (the fuzz test found a 500 for `/campaigns/%00/report`);
 * - a Content-Encoding other than identity: bodies are read as they come, uncompressed, so a
 *   compressed one is refused with 415 rather than its bytes read as if they were JSON.
 */
export function refuseUnreadableRequests(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.url.includes('%00')) {
      return refuse(
        request,
        reply,
        400,
        ProblemCode.MalformedUrl,
        'The path or query string holds a NUL character (%00), which no id or filter can contain. Remove it.',
      );
    }
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (!encoding || encoding === 'identity') return done();
    refuse(
      request,
      reply,
      415,
      ProblemCode.UnsupportedMediaType,
      `Content-Encoding ${JSON.stringify(encoding)} is not accepted. Send the body uncompressed, without Content-Encoding.`,
    );
  });
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ProblemCode,
  detail: string,
): void {
  const problem = buildProblem(status, code, detail);
  problem.instance = request.url.split('?')[0].slice(0, 200);
  problem.requestId = String(request.id);
  void reply.status(status).header('content-type', PROBLEM_CONTENT_TYPE).send(problem);
}

/**
 * JSON bodies through Fastify's own parser (prototype poisoning refused), with a reason a reader
 * can act on when it fails: where the JSON breaks, or which key is refused.
 */
export function jsonBodyParser(fastify: FastifyInstance): void {
  const secure = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    secure(request, body as string, (err: Error | null, value?: unknown) => {
      if (!err) return done(null, value);
      done(
        new ProblemException(
          400,
          ProblemCode.MalformedJson,
          `The request body could not be read as JSON: ${whyNotJson(body as string)}. Send a JSON object with Content-Type: application/json.`,
        ),
        undefined,
      );
    });
  });
}

function whyNotJson(body: string): string {
  if (body.length === 0) return 'the body is empty';
  try {
    JSON.parse(body);
  } catch (err) {
    return (err as Error).message;
  }
  return 'an object in it has a "__proto__" key, or a "constructor" key holding "prototype"; such keys are refused';
}
