// ErasureRequestList: the workspace's erasure requests, newest first, a page at a time: when each
// was requested, its status, how many contacts, how many services are done, and when it
// completed. Each opens its detail (every service's part and what it removed). The list is read
// again every few seconds while a request is pending or running, and says so.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { formatCount, formatDateTime } from '@/shared/format';
import { TimeText } from '@/shared/time-text';
import { anyUnfinished, servicesDone } from './erasure-progress';
import { ErasureRequestDetail } from './erasure-request-detail';
import { erasureRequestsQuery } from './erasure-queries';
import { ErasureStatusBadge } from './erasure-status-badge';
import { PagedList } from './paged-list';

export function ErasureRequestList() {
  const id = useId();
  const workspace = useWorkspace();
  const [open, setOpen] = useState<string | null>(null);
  const list = useInfiniteQuery(erasureRequestsQuery(workspace.id));
  const requests = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="after-form">
      <div className="section-header">
        <h3 id={`${id}-title`}>Requests</h3>
        {anyUnfinished(requests) ? (
          <span className="live-indicator live">
            <span className="dot" aria-hidden="true" />
            Under way: refreshing every 2 s
          </span>
        ) : null}
      </div>
      <PagedList
        list={list}
        count={requests.length}
        what="the erasure requests"
        empty="No erasure requests yet."
        more="Load older requests"
      >
        <div className="table-scroll" role="region" aria-label="Erasure requests table" tabIndex={0}>
          <table className="table wrap-headers">
            <caption className="visually-hidden">Erasure requests of this workspace, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Requested</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Contacts
                </th>
                <th scope="col">Services done</th>
                <th scope="col">Completed</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => {
                const expanded = open === request.id;
                const done = servicesDone(request.services);
                return (
                  <Fragment key={request.id}>
                    <tr data-testid="erasure-request-row">
                      <th scope="row">
                        <button
                          type="button"
                          className="link-button"
                          aria-expanded={expanded}
                          aria-controls={`${id}-${request.id}`}
                          onClick={() => setOpen(expanded ? null : request.id)}
                        >
                          <span className="visually-hidden">
                            {expanded ? 'Hide' : 'Show'} the progress of the request of{' '}
                          </span>
                          <time dateTime={request.requestedAt}>{formatDateTime(request.requestedAt)}</time>
                        </button>
                      </th>
                      <td>
                        <ErasureStatusBadge status={request.status} />
                      </td>
                      <td className="num">{formatCount(request.contactCount)}</td>
                      <td>
                        {done.done} of {done.total}
                      </td>
                      <td>
                        <TimeText value={request.completedAt} />
                      </td>
                    </tr>
                    {expanded ? (
                      <tr>
                        <td colSpan={5} id={`${id}-${request.id}`}>
                          <ErasureRequestDetail request={request} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      </PagedList>
    </div>
  );
}
