// ErasureRequestDetail: one erasure request as far as it got (GET .../erasure-requests/{id}, read
// again every few seconds until it is finished): its id, why it failed if it did, and each
// service's part with when it completed and what it removed, table by table.
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorState } from '@/shared/error-state';
import { formatCount } from '@/shared/format';
import { LoadingState } from '@/shared/loading-state';
import { TimeText } from '@/shared/time-text';
import { removedRows, SERVICES, type ErasureRequest } from './erasure-progress';
import { erasureRequestQuery } from './erasure-queries';
import { ErasureStatusBadge } from './erasure-status-badge';

export function ErasureRequestDetail({ request }: { request: ErasureRequest }) {
  const workspace = useWorkspace();
  // The list's copy shows at once; the request's own read keeps it current.
  const detail = useQuery({ ...erasureRequestQuery(workspace.id, request.id), placeholderData: request });

  if (detail.isPending) return <LoadingState what="the request" />;
  if (detail.isError)
    return <ErrorState error={detail.error} what="the request" onRetry={() => void detail.refetch()} />;
  const current = detail.data;
  return (
    <div className="erasure-detail">
      <p>
        Request <code>{current.id}</code>
      </p>
      {current.error ? (
        <p className="form-error" role="alert">
          Failed: {current.error}
        </p>
      ) : null}
      <ul className="service-list">
        {SERVICES.map((service) => {
          const part = current.services[service.name];
          const rows = removedRows(part.removed);
          return (
            <li key={service.name} className="card">
              <h4 className="service-title">
                {service.label} <ErasureStatusBadge status={part.status} />
              </h4>
              <p className="hint">{service.holds}</p>
              <p>
                Completed: <TimeText value={part.completedAt} fallback="not yet" />
              </p>
              {rows.length === 0 ? (
                <p>Nothing removed yet.</p>
              ) : (
                <table className="table compact">
                  <caption>Removed by {service.label.toLowerCase()}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Table</th>
                      <th scope="col" className="num">
                        Rows
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.table}>
                        <th scope="row">
                          <code>{row.table}</code>
                        </th>
                        <td className="num">{formatCount(row.count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
