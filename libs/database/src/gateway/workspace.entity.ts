import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A tenant: every event, key and campaign belongs to exactly one workspace. */
@Entity({ name: 'workspaces' })
export class WorkspaceEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
