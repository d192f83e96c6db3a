import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A recorded conversion event. Written by the gateway only; read models live elsewhere. */
@Entity({ name: 'events' })
export class EventEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'workspace_id' })
  workspaceId!: string;

  @Column('text', { name: 'external_id' })
  externalId!: string;

  @Column('text')
  name!: string;

  @Column('timestamptz', { name: 'occurred_at' })
  occurredAt!: Date;

  @Column('text', { name: 'contact_id' })
  contactId!: string;

  @Column('text', { name: 'campaign_id', nullable: true })
  campaignId!: string | null;

  /** bigint comes back from pg as a string; it stays one (a JS number would lose precision). */
  @Column('bigint', { name: 'value_minor', nullable: true })
  valueMinor!: string | null;

  @Column('char', { length: 3, nullable: true })
  currency!: string | null;

  @Column('bytea', { name: 'payload_hash' })
  payloadHash!: Buffer;

  @Column('timestamptz', { name: 'received_at' })
  receivedAt!: Date;
}
