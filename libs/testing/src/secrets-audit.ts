/**
 * The secrets audit's matching (test/support/secrets-audit.ts runs it over a test run's logs,
 * Postgres tables and Redis keys): finds, in any text, a secret the run created (registered by
 * the factories and helpers that made it, see secret-registry.ts) or anything shaped like an API
 * key or a webhook signing secret, and reports where, never the secret itself.
 *
 * Registered secrets are looked up token by token (runs of [A-Za-z0-9_-], which every key, token,
 * session id and test password is made of), so thousands of them cost one pass over the text.
 */

export interface Secret {
  kind: string;
  value: string;
}

export interface Finding {
  kind: string;
  where: string;
  /** The first 6 characters and the length: enough to tell which, never enough to use. */
  masked: string;
}

/** Shapes no stored or logged text may have: whole secrets, not the public prefixes kept for display. */
export const SECRET_SHAPES: { kind: string; pattern: RegExp }[] = [
  { kind: 'API key (by shape)', pattern: /cvk_[0-9A-Za-z]{16}_[0-9A-Za-z]{38}/g },
  { kind: 'webhook signing secret (by shape)', pattern: /whsec_[A-Za-z0-9+/]{32,}={0,2}/g },
];

const TOKEN = /[A-Za-z0-9_-]{8,}/g;
const TOKEN_ONLY = /^[A-Za-z0-9_-]{8,}$/;

export function mask(secret: string): string {
  return `${secret.slice(0, 6)}... (${secret.length} characters)`;
}

export class SecretIndex {
  private readonly tokens = new Map<string, string>();
  /** Secrets that are not one token: searched for as they are (few, if any). */
  private readonly others: Secret[] = [];

  constructor(secrets: Iterable<Secret>) {
    for (const secret of secrets) {
      // Short values (a test's "x") would match everywhere: only real secrets are registered.
      if (secret.value.length < 8) continue;
      if (TOKEN_ONLY.test(secret.value)) this.tokens.set(secret.value, secret.kind);
      else this.others.push(secret);
    }
  }

  get size(): number {
    return this.tokens.size + this.others.length;
  }

  scan(text: string, where: string): Finding[] {
    const found: Finding[] = [];
    for (const token of text.match(TOKEN) ?? []) {
      const kind = this.tokens.get(token);
      if (kind) found.push({ kind, where, masked: mask(token) });
    }
    for (const secret of this.others) {
      if (text.includes(secret.value)) found.push({ kind: secret.kind, where, masked: mask(secret.value) });
    }
    for (const { kind, pattern } of SECRET_SHAPES) {
      for (const match of text.match(pattern) ?? []) {
        // A registered secret found by shape as well is one finding, not two.
        if (!this.tokens.has(match)) found.push({ kind, where, masked: mask(match) });
      }
    }
    return found;
  }
}
