// DailyTable: the daily chart's numbers, one row per UTC day: received, counted, retracted (on the
// day its conversion occurred) and net, so a day's net is its counted less its retracted.
import { formatCount } from '@/shared/format';
import type { CampaignReport } from './report-types';

export function DailyTable({ daily }: { daily: CampaignReport['daily'] }) {
  return (
    <div className="table-scroll short" role="region" aria-label="Events per day table" tabIndex={0}>
      <table className="table compact">
        <caption>
          Events per day (UTC, by when they occurred; a retraction on its conversion&rsquo;s day)
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="num">
              Received
            </th>
            <th scope="col" className="num">
              Counted
            </th>
            <th scope="col" className="num">
              Retracted
            </th>
            <th scope="col" className="num">
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.day}>
              <th scope="row">
                <time dateTime={day.day}>{day.day}</time>
              </th>
              <td className="num">{formatCount(day.received)}</td>
              <td className="num">{formatCount(day.counted)}</td>
              <td className="num">{formatCount(day.retracted)}</td>
              <td className="num">{formatCount(day.counted - day.retracted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
