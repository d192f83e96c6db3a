import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { WorkspaceEntity } from '@app/database';

/** Storage access for workspaces; no rules here. */
@Injectable()
export class WorkspacesRepository {
  constructor(@InjectRepository(WorkspaceEntity) private readonly rows: Repository<WorkspaceEntity>) {}

  async insert(workspace: WorkspaceEntity): Promise<WorkspaceEntity> {
    await this.rows.insert(workspace);
    return workspace;
  }

  findById(id: string): Promise<WorkspaceEntity | null> {
    return this.rows.findOneBy({ id });
  }

  /** Oldest first, at most `limit`. */
  list(limit: number): Promise<WorkspaceEntity[]> {
    return this.rows.find({ order: { createdAt: 'ASC', id: 'ASC' }, take: limit });
  }

  count(): Promise<number> {
    return this.rows.count();
  }
}
