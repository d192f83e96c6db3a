import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ErasureSteps, ErasureTarget, RemovedRows } from '@app/privacy';

/**
 * What erasing contacts deletes from the dispatcher's schema (docs/privacy.md#erasure): the
 * messages that name them (messages.contact_id; a body holds the contact, the event and its
 * values), with every delivery of them and every attempt (an attempt keeps the receiver's answer,
 * which may echo the body). SQL only; ConsumerErasure runs it in bounded batches.
 */
@Injectable()
export class ErasureRepository {
  readonly erasure: ErasureSteps = {
    tables: ['messages', 'deliveries', 'attempts'],
    steps: [(tx, target, limit) => this.deleteMessages(tx, target, limit)],
  };

  /**
   * Up to `limit` of the contacts' messages, with their deliveries and attempts, whatever their
   * state: a delivery still due is never sent. The messages are locked first (a fan-out adding a
   * delivery to one waits, then fails on the missing message and is redone, when the tombstone
   * drops it), then their deliveries in the delivery engine's key order. An attempt in flight
   * when its delivery goes is not recorded (OutcomesRepository skips attempts of deliveries that
   * are gone).
   */
  async deleteMessages(tx: EntityManager, target: ErasureTarget, limit: number): Promise<RemovedRows> {
    const doomed: { id: string }[] = await tx.query(
      `SELECT id FROM messages WHERE workspace_id = $1 AND contact_id = ANY($2::text[])
        ORDER BY id LIMIT $3 FOR UPDATE`,
      [target.workspaceId, target.contactIds, limit],
    );
    if (doomed.length === 0) return { messages: 0, deliveries: 0, attempts: 0 };
    const ids = doomed.map((m) => m.id);
    await tx.query(
      `SELECT 1 FROM deliveries WHERE message_id = ANY($1::text[]) ORDER BY endpoint_id, message_id FOR UPDATE`,
      [ids],
    );
    // TypeORM answers a DELETE with [rows, count].
    const [, attempts]: [unknown, number] = await tx.query(
      `DELETE FROM attempts a USING deliveries d
        WHERE d.message_id = ANY($1::text[]) AND a.endpoint_id = d.endpoint_id AND a.message_id = d.message_id`,
      [ids],
    );
    const [, deliveries]: [unknown, number] = await tx.query(
      `DELETE FROM deliveries WHERE message_id = ANY($1::text[])`,
      [ids],
    );
    const [, messages]: [unknown, number] = await tx.query(
      `DELETE FROM messages WHERE id = ANY($1::text[])`,
      [ids],
    );
    return { messages, deliveries, attempts };
  }
}
