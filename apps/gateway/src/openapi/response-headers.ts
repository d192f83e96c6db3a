/**
 * The response headers of the API, declared once in `components.headers` and referenced by the
 * answers that send them (docs/api.md says when each is sent).
 */
import type { HeaderObject, ReferenceObject } from '@nestjs/swagger';

export const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description:
      'The id of this request: the caller’s X-Request-Id when it was sane, else a new one. Also `requestId` in problem bodies and in the logs.',
    required: true,
    schema: { type: 'string', minLength: 1 },
    example: '8d1f9a0e-3b0c-4f55-9a57-3c2a7f0c1d11',
  },
  Location: {
    description: 'The URL of the resource this answer names.',
    required: true,
    schema: { type: 'string', format: 'uri-reference' },
    example:
      '/v1/workspaces/5ede3c2f-4226-4712-84e2-96719e5e0455/events/019a4f7e-6a1b-7c3d-9e2f-0a1b2c3d4e5f',
  },
  'Payload-Differs': {
    description: 'Whether the repeat’s fields differ from the original event’s (same as `payloadDiffers`).',
    required: true,
    schema: { type: 'string', enum: ['true', 'false'] },
    example: 'false',
  },
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    required: true,
    schema: { type: 'integer', minimum: 0 },
    example: 1,
  },
  RateLimit: {
    description:
      'The caller’s rate limit in this window (IETF draft-ietf-httpapi-ratelimit-headers): `r` requests left, `t` seconds until it resets. On every answer counted against the limit.',
    schema: { type: 'string', pattern: '^"[^"]+";r=[0-9]+;t=[0-9]+$' },
    example: '"per-key";r=499;t=1',
  },
  'RateLimit-Policy': {
    description:
      'The rate-limit policy: `q` requests per `w` seconds, per API key or console user. On every answer counted against the limit.',
    schema: { type: 'string', pattern: '^"[^"]+";q=[0-9]+;w=[0-9]+$' },
    example: '"per-key";q=500;w=1',
  },
  'WWW-Authenticate': {
    description:
      'The Bearer challenge (RFC 6750); on a 403 for a missing scope it names the scope (`error="insufficient_scope", scope="..."`).',
    schema: { type: 'string', pattern: '^Bearer ' },
    example: 'Bearer realm="conversion-platform"',
  },
  'Cache-Control': {
    description:
      'How long the answer may be kept: `no-store` on answers that carry a secret, a session or personal data.',
    required: true,
    schema: { type: 'string' },
    example: 'no-store',
  },
  'Set-Cookie': {
    description:
      'The console session cookie (HttpOnly, SameSite=Lax; `__Host-` prefixed and Secure over https).',
    required: true,
    schema: { type: 'string' },
    example: 'console_session=…; Path=/; HttpOnly; SameSite=Lax',
  },
} satisfies Record<string, HeaderObject>;

export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;

/** References to some of the shared headers, for `@ApiResponse({ headers })`. */
export function responseHeaders(...names: ResponseHeaderName[]): Record<string, ReferenceObject> {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

/** One of the shared headers on an answer that sends it only sometimes: `when` says when. */
export function sometimes(name: ResponseHeaderName, when: string): Record<string, HeaderObject> {
  return { [name]: { description: when, required: false, schema: RESPONSE_HEADERS[name].schema } };
}
