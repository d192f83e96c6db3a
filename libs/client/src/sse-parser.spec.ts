import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('reads messages split anywhere, joins multi-line data, skips comments', () => {
    const parser = new SseParser();
    const text =
      ': keep-alive\n\nevent: panel\nid: e1.counted\ndata: {"a":\ndata: 1}\n\nevent: panel\r\ndata: two\r\n\r\n';
    const messages = [];
    for (let i = 0; i < text.length; i += 3) messages.push(...parser.push(text.slice(i, i + 3)));
    expect(messages).toEqual([
      { event: 'panel', id: 'e1.counted', data: '{"a":\n1}' },
      { event: 'panel', id: 'e1.counted', data: 'two' },
    ]);
  });

  it('calls a message without an event field "message", and keeps nothing of an empty one', () => {
    const parser = new SseParser();
    expect(parser.push('event: panel\n\ndata: x\n\n')).toEqual([
      { event: 'message', id: undefined, data: 'x' },
    ]);
  });
});
