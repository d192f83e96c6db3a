// CampaignReportPage: /campaigns/{campaignId}: the campaign's report (totals gross and net, not
// counted by reason, value per currency gross and net, daily chart and table with retractions),
// the live conversion-test panel, and a test event to send. The report is read again whenever the panel changes. Its route needs
// reports:read; the campaign's name and goals show for roles with campaigns:read.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { campaignQuery } from '@/features/campaigns/campaign-queries';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { Page } from '@/shared/page';
import { TimeText } from '@/shared/time-text';
import { ConversionTestPanel } from './conversion-test-panel';
import { DailyChart } from './daily-chart';
import { DailyTable } from './daily-table';
import { NotCountedTable } from './not-counted-table';
import { ReportTotals } from './report-totals';
import { reportQuery } from './report-queries';
import { TestEventCard } from './test-event-card';
import { useConversionTestStream } from './use-conversion-test-stream';
import { ValueByCurrencyTable } from './value-by-currency-table';

export function CampaignReportPage() {
  const { campaignId = '' } = useParams();
  const workspace = useWorkspace();
  const campaign = useQuery({
    ...campaignQuery(workspace.id, campaignId),
    enabled: workspace.can('campaigns:read'),
  });
  const report = useQuery(reportQuery(workspace.id, campaignId));
  const stream = useConversionTestStream(workspace.id, campaignId);
  const base = `/workspaces/${workspace.id}/campaigns`;
  const { refetch } = report;

  // The first panel is the one the stream opens with; every later one is a new submission.
  useEffect(() => {
    if (stream.updates > 1) void refetch();
  }, [stream.updates, refetch]);

  const title = campaign.data?.name ?? campaignId;
  return (
    <Page
      title={title}
      eyebrow="Campaign report"
      intro={
        campaign.data ? (
          <p>
            <code>{campaign.data.id}</code> · {campaign.data.status} · goals {campaign.data.goals.join(', ')}
            {report.data?.updatedAt ? (
              <>
                {' '}
                · updated <TimeText value={report.data.updatedAt} />
              </>
            ) : null}
          </p>
        ) : null
      }
      actions={
        workspace.can('campaigns:write') ? (
          <Link to={`${base}/${encodeURIComponent(campaignId)}/edit`} className="button secondary">
            Edit campaign
          </Link>
        ) : null
      }
    >
      <p>
        <Link to={base}>All campaigns</Link>
      </p>
      <div className="grid-2">
        <ConversionTestPanel campaignId={campaignId} stream={stream} />
        <TestEventCard
          workspaceId={workspace.id}
          campaignId={campaignId}
          goal={campaign.data?.goals[0] ?? 'order_paid'}
        />
      </div>
      <section className="panel" aria-labelledby="totals-title">
        <h2 id="totals-title">Totals</h2>
        {report.isPending ? (
          <LoadingState what="the report" />
        ) : report.isError ? (
          <ErrorState error={report.error} what="the report" onRetry={() => void report.refetch()} />
        ) : (
          <>
            <ReportTotals report={report.data} />
            <p className="hint">
              Counted stays as the conversions were counted; Net leaves out the ones retracted since (refunds,
              cancellations).
            </p>
            {report.data.updatedAt === null ? (
              <p className="hint">
                No event of this campaign has been decided yet. Send a test event to start.
              </p>
            ) : null}
          </>
        )}
      </section>
      {report.data ? (
        <>
          <div className="grid-2">
            <NotCountedTable report={report.data} />
            <ValueByCurrencyTable report={report.data} />
          </div>
          <section className="panel" aria-labelledby="daily-title">
            <h2 id="daily-title">Per day</h2>
            {report.data.daily.length === 0 ? (
              <p>No events yet.</p>
            ) : (
              <>
                <DailyChart daily={report.data.daily} />
                <DailyTable daily={report.data.daily} />
              </>
            )}
          </section>
        </>
      ) : null}
    </Page>
  );
}
