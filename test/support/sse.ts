/**
 * A Server-Sent Events reader for specs: parses a text/event-stream body into events as they
 * arrive, so a spec can wait for the panel it expects (docs/api.md#live-panel-server-sent-events).
 */
export interface SseEvent {
  type?: string;
  id?: string;
  data?: string;
  comment?: string;
}

/** Reads a text/event-stream into parsed events as they arrive. */
export function readEvents(body: ReadableStream<Uint8Array>) {
  const events: SseEvent[] = [];
  let ended = false;
  const reader = body.getReader();
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: finished } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (finished) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: SseEvent = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) event.comment = line.slice(1).trim();
          else if (line.startsWith('event: ')) event.type = line.slice(7);
          else if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('data: ')) event.data = (event.data ?? '') + line.slice(6);
        }
        events.push(event);
      }
    }
    ended = true;
  })();
  return {
    events,
    get ended() {
      return ended;
    },
    done,
    cancel: () => reader.cancel().catch(() => undefined),
    panels: () => events.filter((e) => e.type === 'panel').map((e) => JSON.parse(e.data ?? 'null')),
  };
}
