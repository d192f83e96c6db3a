// DailyChart: received and counted events per day as an SVG bar chart, the counted bar's
// retracted part (refunds, cancellations) hatched at its top, so the solid part is the day's net.
// The SVG is an image with a title and a description that states the range and the totals; the same numbers are
// in DailyTable right below, for screen readers and for reading exact values. A day's date stands
// under its own bar: every day's when there is room for them all, else the first and the last.
import { useId } from 'react';
import { formatCount } from '@/shared/format';
import type { CampaignReport } from './report-types';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 40 };
/** About how wide a date (2026-11-23) is in the .tick font, in the chart's units, with a gap. */
const LABEL_WIDTH = 76;

/** Which days get a date under their bar: all when each slot is wide enough, else the ends. */
function labelledDays(days: string[], slot: number): Set<string> {
  if (slot >= LABEL_WIDTH) return new Set(days);
  return new Set([days[0], days[days.length - 1]]);
}

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
  const totalRetracted = daily.reduce((sum, day) => sum + day.retracted, 0);
  // A pattern's id is referenced with url(#…): letters, digits and dashes only.
  const hatch = `hatch-${id.replace(/[^a-zA-Z0-9-]/g, '')}`;
  const first = daily[0]?.day;
  const last = daily[daily.length - 1]?.day;
  const labelled = labelledDays(
    daily.map((day) => day.day),
    slot,
  );
  // A label is centred under its bar, kept inside the chart at either end.
  const labelX = (barCentre: number) =>
    Math.min(Math.max(barCentre, LABEL_WIDTH / 2), WIDTH - LABEL_WIDTH / 2);

  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
        data-testid="daily-chart"
      >
        <title id={`${id}-title`}>Events per day: received, counted and retracted</title>
        <desc id={`${id}-desc`}>
          {daily.length === 0
            ? 'No events yet.'
            : `${daily.length} day${daily.length === 1 ? '' : 's'} with events, from ${first} to ${last} (UTC): ${formatCount(totalReceived)} received, ${formatCount(totalCounted)} counted, of which ${formatCount(totalRetracted)} since retracted. The table below lists each day.`}
        </desc>
        <defs>
          <pattern
            id={hatch}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" className="hatch-ground" />
            <line x1="0" y1="0" x2="0" y2="6" className="hatch-line" />
          </pattern>
        </defs>
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
                data-day={day.day}
              />
              <rect
                x={x + barWidth * 0.2}
                y={y(day.counted)}
                width={barWidth * 0.6}
                height={y(0) - y(day.counted)}
                className="bar-counted"
              />
              {day.retracted > 0 ? (
                <rect
                  x={x + barWidth * 0.2}
                  y={y(day.counted)}
                  width={barWidth * 0.6}
                  height={y(day.counted - day.retracted) - y(day.counted)}
                  className="bar-retracted"
                  fill={`url(#${hatch})`}
                  data-day={day.day}
                />
              ) : null}
              {labelled.has(day.day) ? (
                <text
                  x={labelX(x + barWidth / 2)}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="tick"
                  data-day={day.day}
                >
                  {day.day}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="legend" aria-hidden="true">
        <span className="swatch swatch-received" /> Received <span className="swatch swatch-counted" />{' '}
        Counted <span className="swatch swatch-retracted" /> Retracted (refunds, cancellations)
      </figcaption>
    </figure>
  );
}
