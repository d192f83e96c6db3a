import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One span as a receiver saw it, flattened out of its OTLP request. */
export interface ReceivedSpan {
  /** The exporting process's `service.name`. */
  service: string;
  traceId: string;
  spanId: string;
  /** Empty for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  links: { traceId: string; spanId: string }[];
  attributes: Record<string, string | number | boolean>;
  /** OTLP status code: 0 unset, 1 ok, 2 error. */
  statusCode: number;
}

/** OTLP/JSON's AnyValue, as far as span attributes use it. */
interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}

interface KeyValue {
  key: string;
  value?: AnyValue;
}

interface ExportTraceServiceRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind?: number;
        links?: { traceId: string; spanId: string }[];
        attributes?: KeyValue[];
        status?: { code?: number };
      }[];
    }[];
  }[];
}

/**
 * A small OTLP/HTTP trace receiver on 127.0.0.1, for specs: the services export to it with
 * OTEL_EXPORTER_OTLP_ENDPOINT=`url` and OTEL_EXPORTER_OTLP_PROTOCOL=http/json, and it keeps every
 * span it is sent (POST /v1/traces, gzip or not), in arrival order. Protobuf requests are refused
 * (415), so that a misconfigured exporter fails loudly instead of exporting nothing.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  /** Requests it could not read, and why. */
  readonly rejected: string[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OtlpReceiver> {
    const server = createServer();
    const receiver = new OtlpReceiver(server);
    server.on('request', (req, res) => {
      void receiver.read(req).then(
        (status) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(status === 200 ? '{}' : '');
        },
        () => {
          res.writeHead(400);
          res.end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host: '127.0.0.1', port: 0 }, () => resolve());
    });
    return receiver;
  }

  /** The base URL, as OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds /v1/traces). */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The spans of one trace. */
  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((s) => s.traceId === traceId);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async read(req: IncomingMessage): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/traces') {
      this.rejected.push(`${req.method} ${req.url}`);
      return 404;
    }
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      this.rejected.push(
        `content-type ${req.headers['content-type']}: set OTEL_EXPORTER_OTLP_PROTOCOL=http/json`,
      );
      return 415;
    }
    let body = Buffer.concat(chunks);
    if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
    const request = JSON.parse(body.toString('utf8')) as ExportTraceServiceRequest;
    for (const resourceSpans of request.resourceSpans ?? []) {
      const service = String(attributes(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scopeSpans of resourceSpans.scopeSpans ?? [])
        for (const span of scopeSpans.spans ?? [])
          this.spans.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? '',
            name: span.name,
            kind: span.kind ?? 0,
            links: (span.links ?? []).map((l) => ({ traceId: l.traceId, spanId: l.spanId })),
            attributes: attributes(span.attributes),
            statusCode: span.status?.code ?? 0,
          });
    }
    return 200;
  }
}

function attributes(list: KeyValue[] | undefined): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const { key, value } of list ?? []) {
    if (!value) continue;
    if (value.stringValue !== undefined) out[key] = value.stringValue;
    else if (value.intValue !== undefined) out[key] = Number(value.intValue);
    else if (value.doubleValue !== undefined) out[key] = value.doubleValue;
    else if (value.boolValue !== undefined) out[key] = value.boolValue;
  }
  return out;
}
