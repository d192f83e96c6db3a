// SuppressionList: the suppressed contacts, newest first, a page at a time: each by its keyed
// hash (the list never holds a contactId), why (added by hand, or by an erasure request, named),
// and since when.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { TimeText } from '@/shared/time-text';
import { PagedList } from './paged-list';
import { suppressionsQuery } from './suppression-queries';

const REASONS = { manual: 'Added by hand', erasure: 'Erasure request' } as const;

export function SuppressionList() {
  const id = useId();
  const workspace = useWorkspace();
  const list = useInfiniteQuery(suppressionsQuery(workspace.id));
  const suppressions = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div>
      <h3 id={`${id}-title`}>Suppressed contacts</h3>
      <PagedList
        list={list}
        count={suppressions.length}
        what="the suppression list"
        empty="No contact is suppressed."
        more="Load older suppressions"
      >
        <div className="table-scroll" role="region" aria-label="Suppressed contacts table" tabIndex={0}>
          <table className="table wrap-headers">
            <caption className="visually-hidden">Suppressed contacts by keyed hash, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Contact (keyed hash)</th>
                <th scope="col">Reason</th>
                <th scope="col">Since</th>
                <th scope="col">Erasure request</th>
              </tr>
            </thead>
            <tbody>
              {suppressions.map((suppression) => (
                <tr key={suppression.contactHash} data-testid="suppression-row">
                  <th scope="row" className="mono hash">
                    {suppression.contactHash}
                  </th>
                  <td>{REASONS[suppression.reason]}</td>
                  <td>
                    <TimeText value={suppression.createdAt} />
                  </td>
                  <td className="mono hash">{suppression.erasureRequestId ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PagedList>
    </div>
  );
}
