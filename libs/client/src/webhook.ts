import { Webhook as StandardWebhook, WebhookVerificationError } from 'standardwebhooks';
import { WebhookMessage } from './webhook-payloads';

/**
 * Verifies a webhook from the platform in a receiver, with the `standardwebhooks` package (the
 * Standard Webhooks specification the platform signs by): the signature over id, timestamp and the
 * raw body, with any of the secrets during a rotation, and a timestamp within 5 minutes. Returns
 * the message typed by its `type` (see WEBHOOK_EVENT_TYPES).
 *
 * Pass the raw body exactly as received (a string or Buffer), not a re-serialised object: any
 * change of whitespace breaks the signature.
 */

export { WebhookVerificationError };

type Headers = Record<string, string | string[] | undefined> | globalThis.Headers;

export class Webhook {
  private readonly verifier: StandardWebhook;

  /** `secret` is the endpoint's signing secret, `whsec_...`, shown when it was created or rotated. */
  constructor(secret: string) {
    this.verifier = new StandardWebhook(secret);
  }

  verify(rawBody: string | Buffer, headers: Headers): WebhookMessage {
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    const message = this.verifier.verify(body, flatten(headers)) as WebhookMessage;
    if (!message || typeof message !== 'object' || typeof message.type !== 'string') {
      throw new WebhookVerificationError('the signed body is not a message: it has no type');
    }
    // A type this version does not know yet (WEBHOOK_EVENT_TYPES) is passed on as it is: a newer
    // platform may send one, and the receiver decides what to do with it.
    return message;
  }
}

/** standardwebhooks reads plain lower-case string headers. */
function flatten(headers: Headers): Record<string, string> {
  const flat: Record<string, string> = {};
  if (headers instanceof globalThis.Headers) {
    headers.forEach((value, name) => (flat[name] = value));
    return flat;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
