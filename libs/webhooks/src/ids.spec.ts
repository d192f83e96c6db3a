import { ENDPOINT_ID_PATTERN, eventMessageId, MESSAGE_ID_PATTERN, newEndpointId, newMessageId } from './ids';

describe('ids', () => {
  it('derives one message id per (event, type), stable across calls', () => {
    const event = '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e';
    expect(eventMessageId(event, 'event.recorded')).toEqual(eventMessageId(event, 'event.recorded'));
    expect(eventMessageId(event, 'event.recorded')).not.toEqual(eventMessageId(event, 'conversion.counted'));
    expect(eventMessageId(event, 'event.recorded')).toMatch(MESSAGE_ID_PATTERN);
  });

  it('makes random endpoint and message ids of the documented form', () => {
    expect(newEndpointId()).toMatch(ENDPOINT_ID_PATTERN);
    expect(newMessageId()).toMatch(MESSAGE_ID_PATTERN);
    expect(newMessageId()).not.toEqual(newMessageId());
  });
});
