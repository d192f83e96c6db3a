// PagedList: a list read a page at a time (useInfiniteQuery), newest first: loading, a failed
// load with a retry, an empty list, or the list's table with a button that reads the next page.
import type { ReactNode } from 'react';
import { EmptyState } from '@/shared/empty-state';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';

/** What PagedList reads of the list's infinite query. */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

interface PagedListProps {
  list: PagedQuery;
  /** How many items the pages read so far hold. */
  count: number;
  /** The list in the loading and error messages ("the suppression list"). */
  what: string;
  /** Said when the list is empty. */
  empty: string;
  /** The next page's button ("Load older requests"). */
  more: string;
  /** The table of the items. */
  children: ReactNode;
}

export function PagedList({ list, count, what, empty, more, children }: PagedListProps) {
  if (list.isPending) return <LoadingState what={what} />;
  if (list.isError) return <ErrorState error={list.error} what={what} onRetry={() => void list.refetch()} />;
  if (count === 0) return <EmptyState title={empty} />;
  return (
    <>
      {children}
      {list.hasNextPage ? (
        <button
          type="button"
          className="button secondary"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading…' : more}
        </button>
      ) : null}
    </>
  );
}
