import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { WorkspaceEntity } from '@app/database';
import { WorkspacesRepository } from './workspaces.repository';

@Injectable()
export class WorkspacesService {
  constructor(private readonly workspaces: WorkspacesRepository) {}

  create(name: string): Promise<WorkspaceEntity> {
    return this.workspaces.insert(
      Object.assign(new WorkspaceEntity(), { id: randomUUID(), name, createdAt: new Date() }),
    );
  }

  find(id: string): Promise<WorkspaceEntity | null> {
    return this.workspaces.findById(id);
  }

  list(limit: number): Promise<WorkspaceEntity[]> {
    return this.workspaces.list(limit);
  }

  count(): Promise<number> {
    return this.workspaces.count();
  }
}
