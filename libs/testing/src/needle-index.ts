import { Finding, mask } from './secrets-audit';

/** One value an audit looks for, and what it is (`A's contactId`, `A's externalId 3`). */
export interface Needle {
  kind: string;
  value: string;
}

/** The shortest value searched for, and the width of the window each is found by. */
const WINDOW = 12;

interface Form {
  kind: string;
  value: string;
  /** The value itself, or the hex of its UTF-8 bytes. */
  text: string;
}

/**
 * The erasure audit's matching (test/privacy/erasure-audit.e2e-spec.ts, docs/reliability.md#erasure):
 * finds given values (an erased contact's contactId, externalIds and adjustmentIds) anywhere in a
 * text, as a substring, not only as a whole token, and also as the hex of their UTF-8 bytes (how
 * Postgres shows bytea), so a copy inside a longer value or a byte column is found too. Reports
 * which value and where, masked like the secrets audit's findings (SecretIndex).
 *
 * Thousands of values cost one pass over the text: each is indexed by its last 12 characters, and
 * every 12-character window of the text is looked up once. Values shorter than that are refused: a
 * short one would match by chance, and the audit would prove nothing about it.
 */
export class NeedleIndex {
  private readonly byTail = new Map<string, Form[]>();
  private readonly values = new Set<string>();

  constructor(needles: Iterable<Needle>) {
    for (const { kind, value } of needles) {
      if (value.length < WINDOW)
        throw new Error(`${kind} is too short to search for by value (under ${WINDOW} characters)`);
      this.values.add(value);
      for (const text of [value, Buffer.from(value, 'utf8').toString('hex')]) {
        const tail = text.slice(-WINDOW);
        this.byTail.set(tail, [...(this.byTail.get(tail) ?? []), { kind, value, text }]);
      }
    }
  }

  get size(): number {
    return this.values.size;
  }

  scan(text: string, where: string): Finding[] {
    const found: Finding[] = [];
    let seen: Set<string> | undefined;
    for (let end = WINDOW; end <= text.length; end++) {
      const forms = this.byTail.get(text.slice(end - WINDOW, end));
      if (!forms) continue;
      for (const form of forms) {
        if (seen?.has(form.value) || !text.startsWith(form.text, end - form.text.length)) continue;
        (seen ??= new Set()).add(form.value);
        found.push({ kind: form.kind, where, masked: mask(form.value) });
      }
    }
    return found;
  }
}
