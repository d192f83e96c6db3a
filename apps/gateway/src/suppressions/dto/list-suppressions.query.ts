import { CursorField, LimitField } from '../../recording/dto/list-query-fields';

/** GET .../suppressions: a page of the list, newest first, with the lists' limit and cursor. */
export class ListSuppressionsQuery {
  @LimitField()
  limit?: number;

  @CursorField()
  cursor?: string;
}
