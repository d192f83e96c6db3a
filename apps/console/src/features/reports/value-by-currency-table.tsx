// ValueByCurrencyTable: the value of counted conversions per currency, as sent (gross) and after
// refunds, cancellations and changed values (net), side by side. The API lists the same currencies
// in the same order in both (docs/api.md#campaign-report).
import { formatMinor } from '@/shared/format';
import type { CampaignReport } from './report-types';

export function ValueByCurrencyTable({ report }: { report: CampaignReport }) {
  const net = new Map(report.netValueByCurrency.map((item) => [item.currency, item.valueMinor]));
  return (
    <section className="panel" aria-labelledby="value-title">
      <h2 id="value-title">Value of counted conversions</h2>
      {report.valueByCurrency.length === 0 ? (
        <p>No counted conversion with a value yet.</p>
      ) : (
        <>
          <table className="table compact" data-testid="value-table">
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col" className="num">
                  Counted
                </th>
                <th scope="col" className="num">
                  Net
                </th>
              </tr>
            </thead>
            <tbody>
              {report.valueByCurrency.map((item) => (
                <tr key={item.currency}>
                  <th scope="row">{item.currency}</th>
                  <td className="num">{formatMinor(item.valueMinor, item.currency)}</td>
                  <td className="num">
                    {formatMinor(net.get(item.currency) ?? item.valueMinor, item.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hint">
            Counted: the values as sent. Net: after refunds and cancellations (worth 0) and changed values.
          </p>
        </>
      )}
    </section>
  );
}
