import { formatCount, formatShortDay } from '@ssb/contract';
import classes from './admin-page.module.css';

// The drawing's own units: the figure is as wide as its section, these scaled to fit.
const WIDTH = 1000;
const HEIGHT = 180;
const AXIS = 22;
const LEFT = 40;

/**
 * Days whose label the axis shows: the first, each month's first, and the last; at most about
 * eight, and none nearer the last than a tenth of the axis, where their labels would overlap.
 */
function labelledDays(days: { day: string }[]): Set<number> {
  const last = days.length - 1;
  const firsts = days.flatMap((d, i) => (i === 0 || d.day.endsWith('-01') ? [i] : []));
  const step = Math.ceil(firsts.length / 8);
  const gap = Math.max(1, Math.ceil(days.length / 10));
  const kept = firsts.filter((day, i) => i % step === 0 && (day === 0 || last - day >= gap));
  return new Set([...kept, last]);
}

/**
 * The paid boxes of each day of the season as bars, drawn in SVG: one bar per day, the highest
 * day's count on the scale. The figure names what it shows (`label`, `summary`); the bars are
 * decoration for who reads the summary.
 */
export function PaidBoxesChart({ days, label, summary }: { days: { day: string; boxes: number }[]; label: string; summary: string }) {
  const most = Math.max(1, ...days.map((d) => d.boxes));
  const width = WIDTH;
  const bar = (width - LEFT) / Math.max(days.length, 1);
  const shown = labelledDays(days);
  return (
    <figure className={classes.chart}>
      <figcaption className={classes.chartCaption}>{label}</figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT + AXIS}`} role="img" aria-label={`${label}: ${summary}`} className={classes.chartSvg}>
        <line x1={LEFT} x2={width} y1={HEIGHT} y2={HEIGHT} className={classes.chartAxis} />
        <text x={LEFT - 6} y={16} textAnchor="end" className={classes.chartLabel}>
          {formatCount(most)}
        </text>
        <text x={LEFT - 6} y={HEIGHT} textAnchor="end" className={classes.chartLabel}>
          0
        </text>
        {days.map((d, i) => {
          const h = (d.boxes / most) * (HEIGHT - 12);
          return (
            <g key={d.day}>
              {d.boxes > 0 && <rect x={LEFT + i * bar + bar * 0.15} y={HEIGHT - h} width={Math.max(bar * 0.7, 1)} height={h} className={classes.chartBar} />}
              {shown.has(i) && (
                // The last day's label ends at the edge rather than running past it.
                <text
                  x={i === days.length - 1 ? width : LEFT + i * bar + bar / 2}
                  y={HEIGHT + 16}
                  textAnchor={i === days.length - 1 ? 'end' : 'middle'}
                  className={classes.chartLabel}
                >
                  {formatShortDay(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className={classes.chartSummary}>{summary}</p>
    </figure>
  );
}
