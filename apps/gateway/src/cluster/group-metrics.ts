import cluster, { Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, Registry } from 'prom-client';

/**
 * /metrics for a gateway run as a cluster: whichever worker a scrape reaches answers for the
 * whole group, so Prometheus sees every worker's requests and the relay leader's gauges however
 * the connection was balanced.
 *
 * The worker that got the scrape asks the primary over the cluster's IPC channel; the primary
 * asks every worker for its registry (prom-client's AggregatorRegistry, which sums counters and
 * histograms, and aggregates its default process metrics each its own way) and answers with the
 * text. A worker answers the primary's requests from its start, with nothing until its
 * application exists, so that a worker still booting never holds up a scrape.
 */

const REQUEST = 'gateway:group-metrics-request';
const ANSWER = 'gateway:group-metrics';
/** prom-client gives up on a worker that does not answer after 5 s; a little longer here. */
const TIMEOUT_MS = 6000;

interface MetricsMessage {
  type: string;
  id: string;
  body?: string;
  error?: string;
}

const isMetricsMessage = (message: unknown, type: string): message is MetricsMessage =>
  typeof message === 'object' && message !== null && (message as MetricsMessage).type === type;

/** In the primary: answers the workers' requests for the group's metrics. */
export function serveGroupMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMetricsMessage(message, REQUEST)) return;
    const reply = (answer: Omit<MetricsMessage, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (body) => reply({ body }),
      (err: Error) => reply({ error: err.message }),
    );
  });
}

/** In a worker, from its first moment: answer the primary's requests (with nothing yet). */
export function answerGroupMetricsRequests(): void {
  new AggregatorRegistry();
}

/**
 * In a worker whose application is up: its registry is what it gives the primary, and the
 * returned function fetches the group's metrics text (for MetricsService.useSource).
 */
export function groupMetricsSource(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  const pending = new Map<string, (answer: MetricsMessage) => void>();
  process.on('message', (message: unknown) => {
    if (isMetricsMessage(message, ANSWER)) pending.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(
        () => settle({ type: ANSWER, id, error: 'the primary did not answer' }),
        TIMEOUT_MS,
      );
      const settle = (answer: MetricsMessage) => {
        clearTimeout(timer);
        pending.delete(id);
        if (answer.body !== undefined) resolve(answer.body);
        else reject(new Error(`gathering the metrics of every gateway worker failed: ${answer.error}`));
      };
      pending.set(id, settle);
      process.send?.({ type: REQUEST, id });
    });
}
