import { createServer, Server } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { Webhook } from '@app/client';

/**
 * The integrator's webhook endpoint in the chaos run: verifies every delivery with the client SDK's
 * `Webhook` (the `standardwebhooks` package underneath), records which message it was, and answers
 * 200. `down(ms)` takes it off the network (connections refused, open ones cut) and brings it back
 * on the same port, as a receiver's deploy or outage would.
 *
 * On 127.0.0.1 only.
 */

export interface Receipt {
  webhookId: string;
  type: string;
  /** The platform event the message is about. */
  eventId: string;
  /** The adjustment's platform id, on conversion.retracted and conversion.restated. */
  adjustmentId?: string;
}

export class ChaosReceiver {
  readonly receipts: Receipt[] = [];
  /** Requests whose signature did not verify (they are answered 400 and not recorded). */
  badSignatures = 0;
  private readonly sockets = new Set<Socket>();
  private port = 0;
  private verifier?: Webhook;

  private constructor(private readonly server: Server) {}

  /** The endpoint's signing secret, known once the endpoint is created with this receiver's URL. */
  verifyWith(secret: string): void {
    this.verifier = new Webhook(secret);
  }

  static async start(): Promise<ChaosReceiver> {
    const receiver = new ChaosReceiver(createServer());
    receiver.server.on('connection', (socket: Socket) => {
      receiver.sockets.add(socket);
      socket.once('close', () => receiver.sockets.delete(socket));
    });
    receiver.server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        try {
          if (!receiver.verifier) throw new Error('no secret yet');
          const message = receiver.verifier.verify(body, req.headers as Record<string, string>);
          const data = message.data as { id?: string; event?: { id: string }; adjustment?: { id: string } };
          receiver.receipts.push({
            webhookId: String(req.headers['webhook-id']),
            type: message.type,
            eventId: data.event?.id ?? data.id ?? '',
            adjustmentId: data.adjustment?.id,
          });
          res.writeHead(200).end();
        } catch {
          receiver.badSignatures += 1;
          res.writeHead(400).end();
        }
      });
    });
    await receiver.listen();
    return receiver;
  }

  /** The endpoint's URL: a path of its own, so nothing else lands here by chance. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/chaos/webhooks`;
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen({ host: '127.0.0.1', port: this.port }, () => {
        this.server.off('error', reject);
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  /** Refuses connections for `ms`, then listens again on the same port. */
  async down(ms: number): Promise<void> {
    await this.close();
    await new Promise((r) => setTimeout(r, ms));
    await this.listen();
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
