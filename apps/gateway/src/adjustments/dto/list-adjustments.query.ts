import { CursorField, ExternalIdFilterField, LimitField } from '../../recording/dto/list-query-fields';

/** The adjustments list's query: its event's externalId, limit and cursor, with the events list's rules (list-query-fields.ts). */
export class ListAdjustmentsQuery {
  @ExternalIdFilterField() externalId?: string;
  @LimitField() limit?: number;
  @CursorField() cursor?: string;
}
