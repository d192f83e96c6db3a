/**
 * Checks every answer a test gateway sends against the gateway's own OpenAPI document: the status
 * must be one its operation documents, the body must match that status's schema for the content
 * type sent, and the headers must be those declared (each required one present, each present one
 * of the right form, and none of the API's own headers sent undeclared). A mismatch fails the
 * test that made the request (see startGateway in gateway.ts).
 *
 * Ajv (JSON Schema 2020-12, which OpenAPI 3.1 schemas are) does the validating; the glue is by
 * hand because no maintained OpenAPI response validator for 3.1 is a CommonJS module jest can load
 * as it is, and the glue is small: find the operation by Fastify's route, pick the answer, compile.
 *
 * Only routes in the document are checked. Answers without a route (404 for an unknown path, 405
 * for a known path with another method) and routes outside the document (the console's files,
 * /docs, /openapi.json) are skipped on purpose: they are Fastify's or the console's, not the API's.
 */
import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The API's own headers: sent on an answer that does not declare them, that is a mismatch. */
const WATCHED_HEADERS = [
  'location',
  'payload-differs',
  'retry-after',
  'ratelimit',
  'ratelimit-policy',
  'x-request-id',
  'www-authenticate',
  'cache-control',
  'set-cookie',
];

const DOCUMENT_ID = 'openapi.json';

type Node = Record<string, unknown>;
type Operation = { responses?: Record<string, Response> };
type Response = { headers?: Record<string, Node>; content?: Record<string, { schema?: Node }> };
type Header = { required?: boolean; schema?: Node };

/** One answer, as the onSend hook sees it. */
export interface SentResponse {
  method: string;
  /** Fastify's route pattern, `/v1/workspaces/:workspaceId/events`; undefined when none matched. */
  route: string | undefined;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The serialised body, or null when it is a stream (Server-Sent Events, files). */
  body: string | null;
}

/** Ajv over an OpenAPI 3.1 document: any `#/...` pointer of it can be compiled as a schema. */
export function openApiAjv(document: object): Ajv2020 {
  // strict is off because the document as a whole is not a schema (openapi, paths, ...) and its
  // schemas carry OpenAPI's annotations (example); the document itself is checked by a validator
  // of its own (test/http/openapi.e2e-spec.ts).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  return ajv;
}

/** A validator for the schema at a JSON pointer of the document (`#/components/schemas/X`). */
export function schemaAt(ajv: Ajv2020, pointer: string): ValidateFunction {
  const ref = `${DOCUMENT_ID}${pointer}`;
  return ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
}

/** `#/a/b~1c` for ['a', 'b/c'] (RFC 6901). */
export function pointer(...segments: string[]): string {
  return `#/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

export class OpenApiResponseValidator {
  private readonly ajv: Ajv2020;
  /** Header values arrive as text: a declared integer (Retry-After) is read as one. */
  private readonly headerAjv: Ajv2020;
  private readonly operations = new Map<string, { path: string; method: string; op: Operation }>();

  constructor(private readonly document: { paths: Record<string, Record<string, Operation>> } & Node) {
    this.ajv = openApiAjv(document);
    this.headerAjv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
    addFormats(this.headerAjv);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        this.operations.set(`${method.toUpperCase()} ${path}`, { path, method, op });
      }
    }
  }

  /** What is wrong with one answer; empty when it matches, or when its route is not in the document. */
  check(sent: SentResponse): string[] {
    if (sent.route === undefined) return [];
    const path = sent.route.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');
    const found = this.operations.get(`${sent.method} ${path}`);
    if (!found) return [];
    const name = `${sent.method} ${path} → ${sent.status}`;
    const responses = found.op.responses ?? {};
    const key = [String(sent.status), `${String(sent.status)[0]}XX`, 'default'].find((k) => k in responses);
    if (key === undefined)
      return [
        `${name}: status ${sent.status} is not documented (documented: ${Object.keys(responses).join(', ')})` +
          (sent.body ? `; body ${sent.body.slice(0, 300)}` : ''),
      ];
    const response = this.resolve<Response>(responses[key]);
    const at = pointer('paths', path, found.method, 'responses', key);
    return [...this.checkHeaders(name, response, sent.headers), ...this.checkBody(name, response, at, sent)];
  }

  private checkHeaders(name: string, response: Response, sent: SentResponse['headers']): string[] {
    const problems: string[] = [];
    const declared = new Map(
      Object.entries(response.headers ?? {}).map(([header, value]) => [
        header.toLowerCase(),
        this.resolve<Header>(value),
      ]),
    );
    for (const [header, spec] of declared) {
      const value = sent[header];
      if (value === undefined) {
        if (spec.required) problems.push(`${name}: the required header ${header} is missing`);
        continue;
      }
      if (!spec.schema) continue;
      const validate = this.headerAjv.compile(this.resolve<Node>(spec.schema));
      for (const one of Array.isArray(value) ? value : [String(value)]) {
        if (!validate(one))
          problems.push(
            `${name}: header ${header}: ${JSON.stringify(one)} ${this.headerAjv.errorsText(validate.errors)}`,
          );
      }
    }
    for (const header of WATCHED_HEADERS) {
      if (sent[header] !== undefined && !declared.has(header))
        problems.push(
          `${name}: sends ${header}: ${JSON.stringify(sent[header])}, which its documentation does not declare`,
        );
    }
    return problems;
  }

  private checkBody(name: string, response: Response, at: string, sent: SentResponse): string[] {
    const contentType = String(sent.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    const content = response.content ?? {};
    const empty = sent.body === '' || (sent.body === null && !contentType);
    if (Object.keys(content).length === 0)
      return empty ? [] : [`${name}: documented without a body, but sends ${contentType || 'one'}`];
    if (empty)
      return [`${name}: documented with a body (${Object.keys(content).join(', ')}), but sends none`];
    if (!(contentType in content))
      return [
        `${name}: sends ${contentType || 'no content type'}, documented: ${Object.keys(content).join(', ')}`,
      ];
    // A stream (Server-Sent Events) has no one body to check; its content type was.
    if (sent.body === null || !/[/+]json$/.test(contentType) || !content[contentType].schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(sent.body);
    } catch {
      return [`${name}: the ${contentType} body is not JSON: ${sent.body.slice(0, 200)}`];
    }
    const validate = schemaAt(this.ajv, `${at}/content/${contentType.replace(/\//g, '~1')}/schema`);
    if (validate(body)) return [];
    return [
      `${name}: the ${contentType} body does not match its schema: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}; body ${sent.body.slice(0, 500)}`,
    ];
  }

  /** Follows a `#/components/...` reference of the document. */
  private resolve<T>(value: unknown): T {
    let node = value as Node;
    while (node && typeof node.$ref === 'string') {
      node = (node.$ref as string)
        .replace(/^#\//, '')
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<Node>((into, segment) => into[segment] as Node, this.document);
    }
    return node as T;
  }
}

/**
 * Checks every answer of a Fastify instance (added before it is ready), and makes each mismatch
 * fail the one who asked: an `inject()` rejects with it; an answer sent over a socket (a gateway
 * that listens, asked with fetch) makes `close()` fail, the end of the spec that started it.
 */
export function checkResponses(
  fastify: FastifyInstance,
  validator: () => OpenApiResponseValidator,
  onClose: (check: () => void) => void,
): void {
  const mismatches = new Map<string, string[]>();
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      const problems = validator().check({
        method: request.method,
        route: request.routeOptions.url,
        status: reply.statusCode,
        headers: reply.getHeaders(),
        body:
          typeof payload === 'string'
            ? payload
            : Buffer.isBuffer(payload)
              ? payload.toString('utf8')
              : payload == null
                ? ''
                : null,
      });
      if (problems.length > 0)
        mismatches.set(request.id, [...(mismatches.get(request.id) ?? []), ...problems]);
    }
    done(null, payload);
  });

  const inject = fastify.inject.bind(fastify) as (options: unknown) => Promise<{ headers: Node }>;
  (fastify as unknown as { inject: unknown }).inject = async (options: unknown) => {
    if (options === undefined)
      throw new Error('The response validator needs inject(options), not the chained form');
    const response = await inject(options);
    const id = String(response.headers['x-request-id']);
    const problems = mismatches.get(id);
    if (problems) {
      mismatches.delete(id);
      throw new OpenApiMismatchError(problems);
    }
    return response;
  };
  onClose(() => {
    const left = [...mismatches.values()].flat();
    mismatches.clear();
    if (left.length > 0) throw new OpenApiMismatchError(left);
  });
}

export class OpenApiMismatchError extends Error {
  constructor(problems: string[]) {
    super(
      `The gateway answered differently from its OpenAPI document (fix the document, apps/gateway/src DTOs and decorators, or the code):\n- ${problems.join('\n- ')}`,
    );
    this.name = 'OpenApiMismatchError';
  }
}
