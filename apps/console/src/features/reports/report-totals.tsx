// ReportTotals: received, counted and not counted, as figures.
import { formatCount } from '@/shared/format';
import type { CampaignReport } from './report-types';

export function ReportTotals({ report }: { report: CampaignReport }) {
  const rate = report.received > 0 ? Math.round((report.counted / report.received) * 100) : null;
  return (
    <dl className="totals">
      <div>
        <dt>Received</dt>
        <dd>{formatCount(report.received)}</dd>
      </div>
      <div>
        <dt>Counted</dt>
        <dd>
          {formatCount(report.counted)}
          {rate !== null ? <span className="hint"> ({rate}%)</span> : null}
        </dd>
      </div>
      <div>
        <dt>Not counted</dt>
        <dd>{formatCount(report.notCounted.total)}</dd>
      </div>
    </dl>
  );
}
