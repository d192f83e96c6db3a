// ValueByCurrencyTable: the value of counted conversions, per currency.
import { formatMinor } from '@/shared/format';
import type { CampaignReport } from './report-types';

export function ValueByCurrencyTable({ report }: { report: CampaignReport }) {
  return (
    <section className="panel" aria-labelledby="value-title">
      <h2 id="value-title">Value of counted conversions</h2>
      {report.valueByCurrency.length === 0 ? (
        <p>No counted conversion with a value yet.</p>
      ) : (
        <table className="table compact">
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className="num">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {report.valueByCurrency.map((item) => (
              <tr key={item.currency}>
                <th scope="row">{item.currency}</th>
                <td className="num">{formatMinor(item.valueMinor, item.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
