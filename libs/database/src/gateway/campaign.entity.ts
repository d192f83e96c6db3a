import { Column, Entity, PrimaryColumn } from 'typeorm';

export type CampaignStatus = 'draft' | 'active' | 'paused' | 'ended';
export type CountingMode = 'every' | 'once_per_contact';

/** A campaign and what attribution needs of it. The id is the platform's own, chosen by the API caller. */
@Entity({ name: 'campaigns' })
export class CampaignEntity {
  @PrimaryColumn('uuid', { name: 'workspace_id' })
  workspaceId!: string;

  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  name!: string;

  @Column('text')
  status!: CampaignStatus;

  @Column('timestamptz', { name: 'starts_at' })
  startsAt!: Date;

  @Column('timestamptz', { name: 'ends_at', nullable: true })
  endsAt!: Date | null;

  /** When the status became `ended` (the end of an open-ended campaign). */
  @Column('timestamptz', { name: 'ended_at', nullable: true })
  endedAt!: Date | null;

  @Column('text', { array: true })
  goals!: string[];

  @Column('integer', { name: 'attribution_window_days' })
  attributionWindowDays!: number;

  @Column('text', { name: 'counting_mode' })
  countingMode!: CountingMode;

  @Column('integer')
  version!: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}
