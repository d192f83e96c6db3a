// useConversionTestStream: the live conversion-test panel over Server-Sent Events
// (GET .../conversion-test/stream, `event: panel`). Same origin, so the session cookie goes
// along (EventSource sends no headers). EventSource reconnects by itself after a dropped
// connection; when the server refuses the stream (401, 403, 404) it stops, and `connection` is
// 'closed' so the page can say why and offer to reconnect.
import { useCallback, useEffect, useState } from 'react';
import type { ConversionTest } from './report-types';

export type StreamConnection = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface ConversionTestStream {
  panel: ConversionTest | null;
  connection: StreamConnection;
  /** Grows by one with every panel received: a change the page can react to. */
  updates: number;
  reconnect: () => void;
}

export function conversionTestStreamUrl(workspaceId: string, campaignId: string): string {
  return `/v1/workspaces/${encodeURIComponent(workspaceId)}/campaigns/${encodeURIComponent(campaignId)}/conversion-test/stream`;
}

export function useConversionTestStream(workspaceId: string, campaignId: string): ConversionTestStream {
  const [panel, setPanel] = useState<ConversionTest | null>(null);
  const [connection, setConnection] = useState<StreamConnection>('connecting');
  const [updates, setUpdates] = useState(0);
  const [attempt, setAttempt] = useState(0);

  const supported = typeof EventSource !== 'undefined';

  useEffect(() => {
    if (!supported) return;
    const source = new EventSource(conversionTestStreamUrl(workspaceId, campaignId));
    source.onopen = () => setConnection('live');
    source.addEventListener('panel', (event) => {
      try {
        setPanel(JSON.parse((event as MessageEvent<string>).data) as ConversionTest);
        setUpdates((count) => count + 1);
        setConnection('live');
      } catch {
        // A malformed frame is skipped; the next panel replaces it.
      }
    });
    source.onerror = () =>
      setConnection(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    return () => source.close();
  }, [workspaceId, campaignId, supported, attempt]);

  const reconnect = useCallback(() => {
    setConnection('connecting');
    setAttempt((count) => count + 1);
  }, []);
  return { panel, connection: supported ? connection : 'closed', updates, reconnect };
}
