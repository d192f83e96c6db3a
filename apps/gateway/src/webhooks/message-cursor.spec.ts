import { decodeMessageCursor, encodeMessageCursor } from './message-cursor';

describe('message cursor', () => {
  it('round-trips microsecond positions and refuses anything else', () => {
    const position = { createdAt: '2026-11-22T10:20:00.412345Z', messageId: 'msg_7bN2cD4eF6gH8jK0mP2rS4' };
    expect(decodeMessageCursor(encodeMessageCursor(position))).toEqual(position);
    expect(decodeMessageCursor('not-a-cursor')).toBeNull();
    expect(decodeMessageCursor(encodeMessageCursor({ ...position, messageId: 'msg_short' }))).toBeNull();
    expect(decodeMessageCursor(encodeMessageCursor({ ...position, createdAt: '2026-11-22' }))).toBeNull();
  });
});
