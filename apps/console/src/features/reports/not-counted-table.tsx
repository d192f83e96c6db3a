// NotCountedTable: how many events did not count, per reason code.
import { formatCount } from '@/shared/format';
import type { CampaignReport } from './report-types';

export function NotCountedTable({ report }: { report: CampaignReport }) {
  const reasons = Object.entries(report.notCounted.byReason);
  return (
    <section className="panel" aria-labelledby="not-counted-title">
      <h2 id="not-counted-title">Not counted, by reason</h2>
      {reasons.length === 0 ? (
        <p>Every decided event counted{report.received === 0 ? ' (none decided yet)' : ''}.</p>
      ) : (
        <table className="table compact">
          <thead>
            <tr>
              <th scope="col">Reason</th>
              <th scope="col" className="num">
                Events
              </th>
            </tr>
          </thead>
          <tbody>
            {reasons.map(([reason, count]) => (
              <tr key={reason}>
                <th scope="row">
                  <code>{reason}</code>
                </th>
                <td className="num">{formatCount(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
