import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { registerSecret } from '@app/testing';

/** A signed-in console user as a test holds it: the Cookie header to send and the CSRF token. */
export interface SignedIn {
  cookie: string;
  csrfToken: string;
  setCookie: string;
}

/** Signs in through POST /v1/session, as the console does, and fails the test if it cannot. */
export async function signIn(
  app: NestFastifyApplication,
  email: string,
  password: string,
): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/v1/session', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0];
  const csrfToken = response.json<{ csrfToken: string }>().csrfToken;
  // For the secrets audit after the run: neither may appear in a log, a table or a Redis key.
  registerSecret('console session id', cookie.slice(cookie.indexOf('=') + 1));
  registerSecret('CSRF token', csrfToken);
  return { cookie, csrfToken, setCookie };
}
