// CampaignsPage: the workspace's campaigns (id, name, status, period, goals, counting), each
// opening its report; create and edit for roles with campaigns:write. Its route needs
// campaigns:read.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { EmptyState } from '@/shared/empty-state';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { Page } from '@/shared/page';
import { TimeText } from '@/shared/time-text';
import { campaignsQuery } from './campaign-queries';
import { CampaignStatusBadge } from './campaign-status-badge';

export function CampaignsPage() {
  const workspace = useWorkspace();
  const canWrite = workspace.can('campaigns:write');
  const campaigns = useInfiniteQuery(campaignsQuery(workspace.id));
  const base = `/workspaces/${workspace.id}/campaigns`;
  const rows = campaigns.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Page
      title="Campaigns"
      eyebrow={workspace.name}
      intro={
        <p>
          Which events count as conversions, and when. Open a campaign for its report and live test panel.
        </p>
      }
      actions={
        canWrite ? (
          <Link to={`${base}/new`} className="button">
            New campaign
          </Link>
        ) : null
      }
    >
      {campaigns.isPending ? (
        <LoadingState what="the campaigns" />
      ) : campaigns.isError ? (
        <ErrorState error={campaigns.error} what="the campaigns" onRetry={() => void campaigns.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No campaigns yet.">
          <p>
            {canWrite ? (
              <>
                <Link to={`${base}/new`}>Create a campaign</Link> before sending its events: an event is
                decided against the campaign as it is when the event arrives.
              </>
            ) : (
              'An owner or admin can create one.'
            )}
          </p>
        </EmptyState>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-label="Campaigns table" tabIndex={0}>
            <table className="table">
              <caption className="visually-hidden">Campaigns of this workspace</caption>
              <thead>
                <tr>
                  <th scope="col">Campaign</th>
                  <th scope="col">Status</th>
                  <th scope="col">Starts</th>
                  <th scope="col">Ends</th>
                  <th scope="col">Goals</th>
                  <th scope="col">Counting</th>
                  {canWrite ? (
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((campaign) => (
                  <tr key={campaign.id}>
                    <th scope="row">
                      <Link to={`${base}/${encodeURIComponent(campaign.id)}`}>{campaign.name}</Link>
                      <span className="hint block">
                        <code>{campaign.id}</code>
                      </span>
                    </th>
                    <td>
                      <CampaignStatusBadge status={campaign.status} />
                    </td>
                    <td>
                      <TimeText value={campaign.startsAt} />
                    </td>
                    <td>
                      <TimeText value={campaign.endsAt} fallback="No end" />
                      {campaign.attributionWindowDays > 0 ? (
                        <span className="hint block">+{campaign.attributionWindowDays} days window</span>
                      ) : null}
                    </td>
                    <td>{campaign.goals.join(', ')}</td>
                    <td>{campaign.countingMode === 'every' ? 'Every event' : 'Once per contact'}</td>
                    {canWrite ? (
                      <td>
                        <Link
                          to={`${base}/${encodeURIComponent(campaign.id)}/edit`}
                          aria-label={`Edit ${campaign.name}`}
                        >
                          Edit
                        </Link>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {campaigns.hasNextPage ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => void campaigns.fetchNextPage()}
              disabled={campaigns.isFetchingNextPage}
            >
              {campaigns.isFetchingNextPage ? 'Loading…' : 'Load more campaigns'}
            </button>
          ) : null}
        </>
      )}
    </Page>
  );
}
