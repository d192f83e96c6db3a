import { ContactMention, erasedMentions, tombstoneKey } from './erased-contacts';
import { addRemoved } from './consumer-erasure.service';

const WS = '0193a5b2-0000-7000-8000-0000000000aa';
const mention = (contactId: string, receivedAt: string, workspaceId = WS): ContactMention => ({
  workspaceId,
  contactId,
  receivedAt,
  topic: 'conversions.recorded-events.v1',
});
/** The contactId stands for its hash here: what matters is which tombstone a mention finds. */
const hashOf = (m: ContactMention) => `h-${m.contactId}`;

describe('erasedMentions (the tombstone check)', () => {
  const tombstones = new Map([[tombstoneKey(WS, 'h-a'), new Date('2026-11-25T10:00:00.000Z')]]);

  it('drops a message about an erased contact recorded before the erasure, or at the same instant', () => {
    expect(
      erasedMentions(
        [mention('a', '2026-11-20T09:00:00.000Z'), mention('a', '2026-11-25T10:00:00.000Z')],
        tombstones,
        hashOf,
      ),
    ).toEqual([true, true]);
  });

  it('keeps one recorded after the erasure: new data about a contact whose suppression was lifted', () => {
    expect(erasedMentions([mention('a', '2026-11-25T10:00:00.001Z')], tombstones, hashOf)).toEqual([false]);
  });

  it('keeps other contacts, the same contact in another workspace, and messages naming no contact', () => {
    const other = '0193a5b2-0000-7000-8000-0000000000bb';
    expect(
      erasedMentions(
        [mention('b', '2026-11-20T09:00:00.000Z'), mention('a', '2026-11-20T09:00:00.000Z', other), null],
        tombstones,
        hashOf,
      ),
    ).toEqual([false, false, false]);
  });

  it('reads a receivedAt with an offset as the instant it names', () => {
    expect(erasedMentions([mention('a', '2026-11-25T11:00:00.000+01:00')], tombstones, hashOf)).toEqual([
      true,
    ]);
    expect(erasedMentions([mention('a', '2026-11-25T11:00:00.001+01:00')], tombstones, hashOf)).toEqual([
      false,
    ]);
  });
});

describe('addRemoved (an erasure batch added to its request counts)', () => {
  it('adds by table, keeping the tables the batch did not touch', () => {
    expect(
      addRemoved(
        { decisions: 1000, conversions: 3, adjustment_decisions: 0 },
        { decisions: 12, conversions: 1 },
      ),
    ).toEqual({
      decisions: 1012,
      conversions: 4,
      adjustment_decisions: 0,
    });
    expect(addRemoved({}, { panel: 2 })).toEqual({ panel: 2 });
  });
});
