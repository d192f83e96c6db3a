import { Injectable } from '@nestjs/common';
import { ProblemCode, ProblemException } from '@app/http';
import { pageOf, positionOf } from '../recording/page-cursor';
import { AdjustmentDto, AdjustmentPageDto } from './dto/adjustment.dto';
import { ListAdjustmentsQuery } from './dto/list-adjustments.query';
import { AdjustmentsRepository } from './adjustments.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_LIMIT = 50;

/** Reads of recorded adjustments and their outcomes, always inside the caller's workspace. */
@Injectable()
export class AdjustmentsQueryService {
  constructor(private readonly adjustments: AdjustmentsRepository) {}

  async get(workspaceId: string, id: string): Promise<AdjustmentDto> {
    if (!UUID.test(id)) {
      // Most often the integrator's own adjustmentId in the place of our id: say where to look.
      throw new ProblemException(
        404,
        ProblemCode.NotFound,
        `Adjustment ${id} does not exist in this workspace: adjustment ids are the UUIDs the API answered with. ` +
          `To find the adjustments of an event, use GET /v1/workspaces/${workspaceId}/adjustments?externalId=<the event's externalId>.`,
      );
    }
    const row = await this.adjustments.findById(workspaceId, id.toLowerCase());
    if (!row) throw ProblemException.notFound(`Adjustment ${id}`);
    return AdjustmentDto.from(row);
  }

  async list(workspaceId: string, query: ListAdjustmentsQuery): Promise<AdjustmentPageDto> {
    const after = positionOf(query.cursor);
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await this.adjustments.list(workspaceId, {
      externalId: query.externalId,
      after,
      limit: limit + 1,
    });
    return pageOf(rows, limit, (row) => AdjustmentDto.from(row));
  }
}
