import { Injectable } from '@nestjs/common';
import { ProblemCode, ProblemException } from '@app/http';
import { EventPageDto } from './dto/event-page.dto';
import { EventDto } from './dto/event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { decodeCursor, encodeCursor } from './event-cursor';
import { EventsRepository } from './events.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_LIMIT = 50;

/** Reads of recorded events, always inside the caller's workspace. */
@Injectable()
export class EventsQueryService {
  constructor(private readonly events: EventsRepository) {}

  async get(workspaceId: string, id: string): Promise<EventDto> {
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
    return EventDto.from(row);
  }

  async list(workspaceId: string, query: ListEventsQuery): Promise<EventPageDto> {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (after === null) {
      throw ProblemException.validation([
        {
          field: 'cursor',
          code: 'invalid_format',
          message: 'cursor must be a nextCursor value from a previous page, unchanged.',
        },
      ]);
    }
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
      after,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      data: page.map((row) => EventDto.from(row)),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  }
}
