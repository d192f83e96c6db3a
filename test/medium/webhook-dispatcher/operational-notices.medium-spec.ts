import { DataSource, EntityManager } from 'typeorm';
import { attemptExhaustedMessageId, endpointDisabledMessageId } from '@app/webhooks';
import {
  MessagesRepository,
  SubscribedEndpoint,
} from '../../../apps/webhook-dispatcher/src/messages/messages.repository';
import {
  endpointDisabledDraft,
  OperationalNotices,
} from '../../../apps/webhook-dispatcher/src/messages/operational-notices';
import { MessageDraft } from '../../../apps/webhook-dispatcher/src/messages/webhook-payloads';
import { uniqueId } from '../../factories/deliveries.factory';
import { dispatcherDatabase } from '../medium-env';

// Operational notices' write (OperationalNotices.write) against the real Postgres: the message id
// derived from the change, so that writing the same notice again (a disable decided again after a
// crash, a batch of outcomes written again) adds no message and no delivery; never a delivery to the
// endpoint the notice is about. The workspace's endpoints are given (the gateway's schema is not
// part of this spec); every spec runs in a transaction it rolls back.

const workspaceId = '00000000-0000-4000-8000-000000000002';

class GivenEndpoints extends MessagesRepository {
  constructor(
    db: DataSource,
    private readonly given: SubscribedEndpoint[],
  ) {
    super(db, 'unused');
  }

  override enabledEndpoints(): Promise<SubscribedEndpoint[]> {
    return Promise.resolve(this.given);
  }
}

describe('OperationalNotices write (Postgres)', () => {
  let db: DataSource;

  beforeAll(async () => {
    db = await dispatcherDatabase();
  });
  afterAll(() => db.destroy());

  async function rolledBack(work: (tx: EntityManager) => Promise<void>): Promise<void> {
    const runner = db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await work(runner.manager);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  const subscriber = (id: string, eventTypes: string[]): SubscribedEndpoint => ({
    id,
    workspaceId,
    eventTypes,
    includeTestEvents: false,
    createdAt: new Date(Date.now() - 60_000),
  });

  const stored = async (tx: EntityManager, messageId: string) => ({
    messages: (await tx.query(`SELECT type, body FROM messages WHERE id = $1`, [messageId])) as {
      type: string;
      body: string;
    }[],
    deliveries: (
      (await tx.query(`SELECT endpoint_id FROM deliveries WHERE message_id = $1 ORDER BY endpoint_id`, [
        messageId,
      ])) as { endpoint_id: string }[]
    ).map((r) => r.endpoint_id),
  });

  it('an endpoint.disabled written again (same derived id) adds nothing, and never goes to its endpoint', async () => {
    const [about, monitor, other] = [uniqueId('ep'), uniqueId('ep'), uniqueId('ep')];
    const notices = new OperationalNotices(
      db,
      'unused',
      new GivenEndpoints(db, [
        subscriber(about, ['endpoint.disabled']),
        subscriber(monitor, ['endpoint.disabled']),
        subscriber(uniqueId('ep'), []),
        subscriber(other, ['event.recorded']),
      ]),
    );
    const basis = '2026-11-27 04:00:00.123456+00';
    const id = endpointDisabledMessageId(about, basis);
    expect(endpointDisabledMessageId(about, basis)).toBe(id);
    const draft = (disabledAt: string): MessageDraft =>
      endpointDisabledDraft(
        { id: about, workspaceId, url: 'https://shop.example.com/hooks', description: 'Shop' },
        'gone',
        'The endpoint answered 410 Gone.',
        disabledAt,
        id,
      );
    await rolledBack(async (tx) => {
      expect(await notices.write(tx, [{ draft: draft(new Date().toISOString()), about }])).toBe(1);
      const first = await stored(tx, id);
      // Decided again later (the replica crashed before it knew the first write committed).
      expect(await notices.write(tx, [{ draft: draft(new Date().toISOString()), about }])).toBe(0);
      const second = await stored(tx, id);
      expect(second).toEqual(first);
      expect(second.messages).toHaveLength(1);
      expect(second.messages[0].type).toBe('endpoint.disabled');
      expect(second.deliveries).toEqual([monitor]);
    });
  });

  it('a message.attempt.exhausted of one delivery is one message, however often it is written', async () => {
    const [about, monitor] = [uniqueId('ep'), uniqueId('ep')];
    const notices = new OperationalNotices(
      db,
      'unused',
      new GivenEndpoints(db, [
        subscriber(about, ['message.attempt.exhausted']),
        subscriber(monitor, ['message.attempt.exhausted']),
        subscriber(uniqueId('ep'), []),
      ]),
    );
    const failed = uniqueId('msg');
    const id = attemptExhaustedMessageId(about, failed);
    const draft: MessageDraft = {
      id,
      workspaceId,
      type: 'message.attempt.exhausted',
      eventId: null,
      contactId: null,
      body: '{}',
      occurredAt: new Date().toISOString(),
      test: false,
    };
    await rolledBack(async (tx) => {
      expect(await notices.write(tx, [{ draft, about }])).toBe(1);
      expect(await notices.write(tx, [{ draft, about }])).toBe(0);
      expect(await notices.write(tx, [{ draft: { ...draft, body: '{"again":true}' }, about }])).toBe(0);
      expect(await stored(tx, id)).toEqual({
        messages: [{ type: 'message.attempt.exhausted', body: '{}' }],
        deliveries: [monitor],
      });
    });
  });

  it('a notice no other endpoint wants is not stored', async () => {
    const about = uniqueId('ep');
    const notices = new OperationalNotices(
      db,
      'unused',
      new GivenEndpoints(db, [subscriber(about, ['message.attempt.exhausted'])]),
    );
    const id = attemptExhaustedMessageId(about, uniqueId('msg'));
    await rolledBack(async (tx) => {
      const draft: MessageDraft = {
        id,
        workspaceId,
        type: 'message.attempt.exhausted',
        eventId: null,
        contactId: null,
        body: '{}',
        occurredAt: new Date().toISOString(),
        test: false,
      };
      expect(await notices.write(tx, [{ draft, about }])).toBe(0);
      expect(await stored(tx, id)).toEqual({ messages: [], deliveries: [] });
    });
  });
});
