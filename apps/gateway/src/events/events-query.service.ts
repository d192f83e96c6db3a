import { Injectable } from '@nestjs/common';
import { ProblemCode, ProblemException } from '@app/http';
import { EventPageDto } from './dto/event-page.dto';
import { AdjustmentDto } from '../adjustments/dto/adjustment.dto';
import { AdjustmentsRepository } from '../adjustments/adjustments.repository';
import { EventDetailDto, EventDto } from './dto/event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { pageOf, positionOf } from '../recording/page-cursor';
import { EventsRepository } from './events.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_LIMIT = 50;

/** Reads of recorded events, always inside the caller's workspace. */
@Injectable()
export class EventsQueryService {
  constructor(
    private readonly events: EventsRepository,
    private readonly adjustments: AdjustmentsRepository,
  ) {}

  /** One event, with its adjustments (oldest first) and their outcomes. */
  async get(workspaceId: string, id: string): Promise<EventDetailDto> {
    if (!UUID.test(id)) {
      // Most often the integrator's own externalId in the place of our id: say where it goes.
      throw new ProblemException(
        404,
        ProblemCode.NotFound,
        `Event ${id} does not exist in this workspace: event ids are the UUIDs the API answered with. ` +
          `To find an event by the externalId you sent, use GET /v1/workspaces/${workspaceId}/events?externalId=${encodeURIComponent(id)}.`,
      );
    }
    const row = await this.events.findById(workspaceId, id.toLowerCase());
    if (!row) throw ProblemException.notFound(`Event ${id}`);
    const adjustments = await this.adjustments.forEvent(workspaceId, row.id);
    return Object.assign(EventDto.from(row), { adjustments: adjustments.map((a) => AdjustmentDto.from(a)) });
  }

  async list(workspaceId: string, query: ListEventsQuery): Promise<EventPageDto> {
    const after = positionOf(query.cursor);
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : undefined;
    if (from && to && from >= to) {
      throw ProblemException.validation([
        { field: 'to', code: 'out_of_range', message: 'to must be later than from.' },
      ]);
    }
    const limit = query.limit ?? DEFAULT_LIMIT;
    // One row more than asked tells whether there is a next page.
    const rows = await this.events.list(workspaceId, {
      externalId: query.externalId,
      campaignId: query.campaignId,
      contactId: query.contactId,
      from,
      to,
      test: query.test,
      after,
      limit: limit + 1,
    });
    return pageOf(rows, limit, (row) => EventDto.from(row));
  }
}
