// The contactIds a privacy form names (an erasure, a suppression, a lift, an export), checked by
// the rule of an event's contactId (docs/api.md#validation-rules: 1 to 128 characters, no control
// characters) before sending; the API checks them again. A list is typed or pasted one per line:
// spaces around a line and empty lines are dropped, and a repeated contactId counts once, as the
// API counts it.

/** At most this many distinct contactIds per erasure or suppression request (docs/api.md#erasure-requests). */
export const MAX_CONTACT_IDS = 1000;
export const CONTACT_ID_MAX_LENGTH = 128;

// Unicode Cc: U+0000–U+001F and U+007F–U+009F (the event body's rule refuses them).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const count = new Intl.NumberFormat('en');

/** Why one contactId cannot be sent, in words, or undefined; `where` names it ("Line 3"). */
export function contactIdProblem(value: string, where = 'The contactId'): string | undefined {
  // Characters as the API counts them: code points, not UTF-16 units.
  const length = [...value].length;
  if (length === 0) return `${where} is empty: enter a contactId as your events send it.`;
  if (length > CONTACT_ID_MAX_LENGTH)
    return `${where} is ${count.format(length)} characters long: a contactId has at most ${CONTACT_ID_MAX_LENGTH}.`;
  if (CONTROL.test(value))
    return `${where} contains a control character (a tab, say): a contactId cannot hold one.`;
  return undefined;
}

/**
 * Why a contactId cannot be named in an address (lifting a suppression, an export), or undefined:
 * the contactId rule, and "." or "..", which every URL parser reads as a step in the path.
 */
export function pathContactIdProblem(value: string): string | undefined {
  if (value === '.' || value === '..')
    return `"${value}" cannot be named in an address: browsers read it as a step in the path.`;
  return contactIdProblem(value);
}

export interface ParsedContactIds {
  /** The distinct contactIds, in the order first given. */
  contactIds: string[];
  /** Why the list cannot be sent; undefined when it can. */
  problem?: string;
}

/** A textarea's contactIds, one per line. */
export function parseContactIds(text: string): ParsedContactIds {
  const lines = text.split('\n').map((line) => line.trim());
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (!line) continue;
    const problem = contactIdProblem(line, `Line ${index + 1}`);
    if (problem) return { contactIds: [], problem };
    seen.add(line);
  }
  const contactIds = [...seen];
  if (contactIds.length === 0) return { contactIds, problem: 'Enter at least one contactId, one per line.' };
  if (contactIds.length > MAX_CONTACT_IDS)
    return {
      contactIds: [],
      problem: `That is ${count.format(contactIds.length)} different contactIds: at most ${count.format(MAX_CONTACT_IDS)} per request. Split them into several requests.`,
    };
  return { contactIds };
}

/** "1 contact", "2 contacts". */
export function contactsWord(n: number): string {
  return `${count.format(n)} contact${n === 1 ? '' : 's'}`;
}
