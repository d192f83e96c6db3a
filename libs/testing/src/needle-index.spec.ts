import { NeedleIndex } from './needle-index';
import { mask } from './secrets-audit';

describe('NeedleIndex', () => {
  const contactId = 'contact-a-5d3c0c4e';
  const externalId = 'order-a-8f1a4e7b9c2d';
  const index = new NeedleIndex([
    { kind: "A's contactId", value: contactId },
    { kind: "A's externalId", value: externalId },
  ]);

  it('finds each value anywhere in a text, inside a longer token too, and says which and where, masked', () => {
    expect(index.scan(`{"contactId":"${contactId}","x":"pre${externalId}post"}`, 'row 1')).toEqual([
      { kind: "A's contactId", where: 'row 1', masked: mask(contactId) },
      { kind: "A's externalId", where: 'row 1', masked: mask(externalId) },
    ]);
  });

  it('finds a value stored as bytes (the hex Postgres shows for bytea), once per text', () => {
    const hex = Buffer.from(contactId).toString('hex');
    expect(index.scan(`(1,\\x00${hex}00)`, 'row 2')).toEqual([
      { kind: "A's contactId", where: 'row 2', masked: mask(contactId) },
    ]);
    expect(index.scan(`${contactId} \\x${hex}`, 'row 3')).toHaveLength(1);
  });

  it('passes what only looks near a value, and refuses a value too short to mean anything', () => {
    expect(index.scan(`contact-a-5d3c0c4 order-a-8f1a4e7b9c2`, 'row')).toEqual([]);
    expect(index.size).toBe(2);
    expect(() => new NeedleIndex([{ kind: 'short', value: 'contact-1' }])).toThrow(/too short/);
  });
});
