import {
  adjustmentMessageId,
  contactErasedMessageId,
  ENDPOINT_ID_PATTERN,
  eventMessageId,
  MESSAGE_ID_PATTERN,
  newEndpointId,
  newMessageId,
} from './ids';

describe('ids', () => {
  it('derives one message id per (event, type), stable across calls', () => {
    const event = '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e';
    expect(eventMessageId(event, 'event.recorded')).toEqual(eventMessageId(event, 'event.recorded'));
    expect(eventMessageId(event, 'event.recorded')).not.toEqual(eventMessageId(event, 'conversion.counted'));
    expect(eventMessageId(event, 'event.recorded')).toMatch(MESSAGE_ID_PATTERN);
    // Ids already sent must never change: a replay after an upgrade would make second messages.
    expect(eventMessageId(event, 'event.recorded')).toBe('msg_2fZpnxLA7HhczyLEFSUxmJ');
  });

  it('derives one message id per (adjustment, type) the same way, apart from the event messages', () => {
    const adjustment = '019ab4d1-2c3e-7f4a-8b5c-6d7e8f9a0b1c';
    const retracted = adjustmentMessageId(adjustment, 'conversion.retracted');
    expect(retracted).toEqual(adjustmentMessageId(adjustment, 'conversion.retracted'));
    expect(retracted).toMatch(MESSAGE_ID_PATTERN);
    expect(retracted).not.toEqual(adjustmentMessageId(adjustment, 'conversion.restated'));
    expect(retracted).not.toEqual(
      adjustmentMessageId('019ab4d1-2c3e-7f4a-8b5c-6d7e8f9a0b1d', 'conversion.retracted'),
    );
  });

  it('derives one contact.erased message id per (erasure, contact), apart from every other', () => {
    const erasure = '019ac0e5-3b1a-7c2d-8e4f-5a6b7c8d9e0f';
    const id = contactErasedMessageId(erasure, 'contact_42');
    expect(id).toEqual(contactErasedMessageId(erasure, 'contact_42'));
    expect(id).toMatch(MESSAGE_ID_PATTERN);
    expect(id).not.toEqual(contactErasedMessageId(erasure, 'contact_43'));
    expect(id).not.toEqual(contactErasedMessageId('019ac0e5-3b1a-7c2d-8e4f-5a6b7c8d9e10', 'contact_42'));
    // The separator keeps (a, "b\nc") and ("a\nb", c) apart: contactIds are printable, no newline.
    expect(id).not.toEqual(eventMessageId(erasure, 'contact.erased'));
  });

  it('makes random endpoint and message ids of the documented form', () => {
    expect(newEndpointId()).toMatch(ENDPOINT_ID_PATTERN);
    expect(newMessageId()).toMatch(MESSAGE_ID_PATTERN);
    expect(newMessageId()).not.toEqual(newMessageId());
  });
});
