// ReportTotals: received, counted (gross), retracted, net (counted - retracted) and not counted,
// as figures, gross and net side by side in words a marketer reads (docs/api.md#campaign-report).
import { formatCount } from '@/shared/format';
import type { CampaignReport } from './report-types';

export function ReportTotals({ report }: { report: CampaignReport }) {
  const rate = report.received > 0 ? Math.round((report.counted / report.received) * 100) : null;
  return (
    <dl className="totals">
      <div>
        <dt>Received</dt>
        <dd data-testid="total-received">{formatCount(report.received)}</dd>
      </div>
      <div>
        <dt>Counted</dt>
        <dd data-testid="total-counted">
          {formatCount(report.counted)}
          {rate !== null ? <span className="hint"> ({rate}%)</span> : null}
        </dd>
      </div>
      <div>
        <dt>Retracted (refunds, cancellations)</dt>
        <dd data-testid="total-retracted">{formatCount(report.retracted)}</dd>
      </div>
      <div className="total-net">
        <dt>Net: still counting</dt>
        <dd data-testid="total-net">{formatCount(report.netCounted)}</dd>
      </div>
      <div>
        <dt>Not counted</dt>
        <dd data-testid="total-not-counted">{formatCount(report.notCounted.total)}</dd>
      </div>
    </dl>
  );
}
