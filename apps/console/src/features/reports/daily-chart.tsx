// DailyChart: received and counted events per day as an SVG bar chart. The SVG is an image
// with a title and a description that states the range and the totals; the same numbers are
// in DailyTable right below, for screen readers and for reading exact values.
import { useId } from 'react';
import { formatCount } from '@/shared/format';
import type { CampaignReport } from './report-types';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 40 };

export function DailyChart({ daily }: { daily: CampaignReport['daily'] }) {
  const id = useId();
  const max = Math.max(1, ...daily.map((day) => day.received));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(daily.length, 1);
  const barWidth = Math.max(2, Math.min(40, slot * 0.7));
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const totalReceived = daily.reduce((sum, day) => sum + day.received, 0);
  const totalCounted = daily.reduce((sum, day) => sum + day.counted, 0);
  const first = daily[0]?.day;
  const last = daily[daily.length - 1]?.day;

  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
        data-testid="daily-chart"
      >
        <title id={`${id}-title`}>Events per day, received and counted</title>
        <desc id={`${id}-desc`}>
          {daily.length === 0
            ? 'No events yet.'
            : `${daily.length} day${daily.length === 1 ? '' : 's'} with events, from ${first} to ${last} (UTC): ${formatCount(totalReceived)} received, ${formatCount(totalCounted)} counted. The table below lists each day.`}
        </desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="axis" />
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max)} y2={y(max)} className="gridline" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" className="tick">
          {formatCount(max)}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className="tick">
          0
        </text>
        {daily.map((day, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={y(day.received)}
                width={barWidth}
                height={y(0) - y(day.received)}
                className="bar-received"
              />
              <rect
                x={x + barWidth * 0.2}
                y={y(day.counted)}
                width={barWidth * 0.6}
                height={y(0) - y(day.counted)}
                className="bar-counted"
              />
            </g>
          );
        })}
        {first ? (
          <text x={PAD.left} y={HEIGHT - 8} className="tick">
            {first}
          </text>
        ) : null}
        {last && last !== first ? (
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="tick">
            {last}
          </text>
        ) : null}
      </svg>
      <figcaption className="legend" aria-hidden="true">
        <span className="swatch swatch-received" /> Received <span className="swatch swatch-counted" />{' '}
        Counted
      </figcaption>
    </figure>
  );
}
