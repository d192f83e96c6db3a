import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEBHOOK_EVENT_CATALOG, WEBHOOK_EVENT_TYPES } from './event-types';

/** docs/webhooks.md, "Payloads and event types": a section per type, each with its example. */
const DOC = readFileSync(join(__dirname, '../../../docs/webhooks.md'), 'utf8');

/** The first ```json block under the heading "### `type`". */
function documentedExample(type: string): unknown {
  const section = DOC.split('\n### ').find((s) => s.startsWith(`\`${type}\`\n`));
  const block = section?.match(/```json\n([\s\S]*?)\n```/);
  return block ? JSON.parse(block[1]) : undefined;
}

describe('webhook event types in docs/webhooks.md', () => {
  it('has a section per type showing the catalog example, unchanged', () => {
    for (const t of WEBHOOK_EVENT_CATALOG)
      expect({ [t.type]: documentedExample(t.type) }).toEqual({ [t.type]: t.example });
  });

  it('shows test traffic as the event.recorded example with "test": true after timestamp', () => {
    const section = DOC.split('\n### ').find((s) => s.startsWith('Test traffic\n'));
    const block = section?.match(/```json\n([\s\S]*?)\n```/);
    const shown = block ? JSON.parse(block[1]) : undefined;
    const { type, timestamp, data } = WEBHOOK_EVENT_CATALOG[0].example;
    expect(WEBHOOK_EVENT_CATALOG[0].type).toBe('event.recorded');
    expect(shown).toEqual({ type, timestamp, test: true, data });
    expect(Object.keys(shown)).toEqual(['type', 'timestamp', 'test', 'data']);
  });

  it('lists every type in the table of types', () => {
    const rows = DOC.split('\n').filter((line) => /^\| `[a-z_.]+` /.test(line));
    expect(rows.map((row) => row.split('`')[1])).toEqual([...WEBHOOK_EVENT_TYPES]);
  });
});
