import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTransientError } from '@app/database';
import type { AccessLogFields } from '@app/observability';
import { ProblemCode } from './problem-code';
import { buildProblem, PROBLEM_CONTENT_TYPE, ProblemDetails } from './problem-details';
import { ProblemException } from './problem.exception';

const ROUTABLE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MiB`
    : bytes >= 1024 && bytes % 1024 === 0
      ? `${bytes / 1024} KiB`
      : `${bytes} bytes`;
}

/**
 * The HTTP transport's one exception filter: every failure leaves as RFC 9457 problem details.
 * Errors raised by Fastify before a handler runs (body parsing, size, media type) arrive here
 * as HttpExceptions carrying Fastify's status, and are given this API's codes and wording.
 */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger(ProblemDetailsFilter.name);

  constructor(private readonly bodyLimitBytes: number) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { problem, headers } = this.toProblem(exception, request);
    problem.instance = request.url.split('?')[0];
    problem.requestId = String(request.id);
    // The access line of this request names the problem, so errors can be counted by code.
    (request.raw as AccessLogFields).problemCode = problem.code;
    if (problem.status >= 500) {
      this.logger.error({ err: exception, requestId: request.id, msg: 'request failed' });
    }
    void reply
      .status(problem.status)
      .headers({ ...headers, 'content-type': PROBLEM_CONTENT_TYPE })
      .send(problem);
  }

  private toProblem(
    exception: unknown,
    request: FastifyRequest,
  ): { problem: ProblemDetails; headers: Record<string, string> } {
    if (exception instanceof ProblemException) {
      return {
        problem: buildProblem(exception.status, exception.code, exception.detail, {
          ...(exception.options.errors ? { errors: exception.options.errors } : {}),
          ...exception.options.extensions,
        }),
        headers: exception.options.headers ?? {},
      };
    }
    if (isTransientError(exception)) {
      return {
        problem: buildProblem(
          503,
          ProblemCode.Unavailable,
          'A service this request needs is unreachable right now. Retry after the time in Retry-After.',
        ),
        headers: { 'retry-after': '2' },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      switch (status) {
        case 400:
          return {
            problem: buildProblem(
              400,
              ProblemCode.MalformedJson,
              `The request body could not be read as JSON (${exception.message}). Send a JSON object with Content-Type: application/json.`,
            ),
            headers: {},
          };
        case 404: {
          // The path exists under other methods: 405 with Allow, not a 404 that sends the
          // reader looking for a typo in the path.
          const path = request.url.split('?')[0];
          const allowed = ROUTABLE_METHODS.filter(
            (method) => method !== request.method && request.server.findRoute({ method, url: path }) !== null,
          );
          if (allowed.length > 0) {
            return {
              problem: buildProblem(
                405,
                ProblemCode.MethodNotAllowed,
                `${request.method} is not supported on ${path}; it supports ${allowed.join(', ')}. See /docs for the API.`,
                { allowed },
              ),
              headers: { allow: allowed.join(', ') },
            };
          }
          return {
            problem: buildProblem(
              404,
              ProblemCode.NotFound,
              `No route matches ${request.method} ${path}. See /docs for the API.`,
            ),
            headers: {},
          };
        }
        case 413: {
          // Routes may carry their own limit (the batch endpoint does); the default is global.
          const limit = request.routeOptions?.bodyLimit ?? this.bodyLimitBytes;
          return {
            problem: buildProblem(
              413,
              ProblemCode.PayloadTooLarge,
              `The request body is larger than the limit of ${formatBytes(limit)} (${limit} bytes). Send a smaller body${
                request.url.includes('/events') ? ', or split the events over several requests' : ''
              }.`,
              { limitBytes: limit },
            ),
            headers: {},
          };
        }
        case 415:
          return {
            problem: buildProblem(
              415,
              ProblemCode.UnsupportedMediaType,
              `Content-Type ${JSON.stringify(request.headers['content-type'] ?? '')} is not supported. Send the body as JSON with Content-Type: application/json.`,
            ),
            headers: {},
          };
        case 503:
          return {
            problem: buildProblem(
              503,
              ProblemCode.Unavailable,
              'A dependency needed for a durable answer is unavailable. Retry after the time in Retry-After.',
              { checks: exception.getResponse() },
            ),
            headers: { 'retry-after': '5' },
          };
        default:
          if (status < 500) {
            return {
              problem: buildProblem(status, ProblemCode.ValidationFailed, exception.message),
              headers: {},
            };
          }
      }
    }
    return {
      problem: buildProblem(
        500,
        ProblemCode.Internal,
        'Something went wrong on our side. Retry later; quote the requestId if it keeps happening.',
      ),
      headers: {},
    };
  }
}
