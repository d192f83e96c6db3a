import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath, ResponseObject } from '@nestjs/swagger';
import { buildProblem, PROBLEM_CONTENT_TYPE, ProblemCode } from '@app/http';
import { FieldErrorDto } from './field-error.dto';
import { ProblemDto } from './problem.dto';
import { ResponseHeaderName, responseHeaders } from './response-headers';

/** Example problem bodies for each status this API answers with, shown in the OpenAPI document. */
const EXAMPLES: Record<
  number,
  { description: string; code: ProblemCode; detail: string; extra?: object; headers?: ResponseHeaderName[] }
> = {
  400: {
    description: 'The body is not valid JSON, or a field is missing, of the wrong type or unknown.',
    code: ProblemCode.ValidationFailed,
    detail: 'One field is invalid: occured_at. Each entry in "errors" names the field and how to fix it.',
    extra: {
      errors: [
        {
          field: 'occured_at',
          code: 'unknown_field',
          message:
            '"occured_at" is not a known field: remove it or check its spelling (accepted fields: ...).',
        },
      ],
    },
  },
  401: {
    description: 'No, garbled, unknown, revoked or expired API key.',
    code: ProblemCode.Unauthenticated,
    headers: ['WWW-Authenticate'],
    detail:
      'This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).',
  },
  403: {
    description: 'The key belongs to another workspace, or lacks the scope (named).',
    code: ProblemCode.InsufficientScope,
    // Only when a scope is missing: it names the scope in the Bearer challenge.
    headers: ['WWW-Authenticate'],
    detail:
      'This API key lacks the scope "events:write" needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).',
  },
  404: {
    description: 'Not found in this workspace.',
    code: ProblemCode.NotFound,
    detail: 'Event 019a… does not exist in this workspace.',
  },
  409: {
    description: 'The same externalId is being recorded by a request still in flight.',
    code: ProblemCode.RequestInProgress,
    headers: ['Retry-After'],
    detail:
      'An event with this externalId is being recorded by another request right now. Retry after the time in Retry-After.',
  },
  413: {
    description: 'The body is over the limit (stated).',
    code: ProblemCode.PayloadTooLarge,
    detail:
      'The request body is larger than the limit of 1 MiB (1048576 bytes). Send a smaller body, or split the events over several requests.',
  },
  415: {
    description: 'The body is not application/json.',
    code: ProblemCode.UnsupportedMediaType,
    detail:
      'Content-Type "text/plain" is not supported. Send the body as JSON with Content-Type: application/json.',
  },
  429: {
    description: 'Over the per-key rate limit; see Retry-After and the RateLimit headers.',
    code: ProblemCode.RateLimited,
    headers: ['Retry-After', 'RateLimit', 'RateLimit-Policy'],
    detail:
      'This API key sent more than 500 requests in 1 second(s). Retry after 1 second(s), or send events in batches (POST .../events/batch).',
  },
  503: {
    description: 'A dependency needed for a durable answer is down; nothing was recorded.',
    code: ProblemCode.Unavailable,
    headers: ['Retry-After'],
    detail:
      'The event could not be stored durably right now, and nothing was recorded. Retry after the time in Retry-After.',
  },
};

/** A change posted from another site, refused on the console's routes (docs/api.md, console sessions). */
export const CROSS_SITE_PROBLEM: ProblemExample = {
  status: 403,
  description:
    'The change came from another site (Sec-Fetch-Site or Origin), or a session change lacks its CSRF token.',
  code: ProblemCode.CsrfFailed,
  detail:
    'This change came from another site (Sec-Fetch-Site: cross-site); the console only accepts changes from its own pages.',
};

/**
 * The 503 any operation may answer when a service it needs (Postgres, Redis) is unreachable: the
 * API key or session cannot be checked, or the data not read (ProblemDetailsFilter).
 */
export const DEPENDENCY_DOWN_PROBLEM: ProblemExample = {
  status: 503,
  description: 'A service this request needs (Postgres, Redis) is unreachable.',
  code: ProblemCode.Unavailable,
  detail: 'A service this request needs is unreachable right now. Retry after the time in Retry-After.',
  headers: ['Retry-After'],
};

type ProblemExample = {
  status: number;
  description: string;
  code: ProblemCode;
  detail: string;
  extra?: object;
  /** The headers this answer sends besides those of every answer (X-Request-Id, RateLimit). */
  headers?: ResponseHeaderName[];
};

/** The OpenAPI answer of one problem: its description, headers, schema and example. */
export function problemResponse(example: ProblemExample): ResponseObject {
  return {
    description: example.description,
    ...(example.headers ? { headers: responseHeaders(...example.headers) } : {}),
    content: {
      [PROBLEM_CONTENT_TYPE]: {
        schema: { $ref: getSchemaPath(ProblemDto) },
        example: buildProblem(example.status, example.code, example.detail, example.extra),
      },
    },
  };
}

/** Documents the problem answers of an operation: a status uses the shared example, or give your own. */
export function ApiProblems(...entries: (keyof typeof EXAMPLES | ProblemExample)[]) {
  return applyDecorators(
    ApiExtraModels(ProblemDto, FieldErrorDto),
    ...entries.map((entry) => {
      const example = typeof entry === 'number' ? { status: entry, ...EXAMPLES[entry] } : entry;
      return ApiResponse({ status: example.status, ...problemResponse(example) });
    }),
  );
}
