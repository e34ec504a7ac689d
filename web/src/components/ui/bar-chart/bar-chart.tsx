import { formatCount, formatShortDay } from '@ssb/contract';
import classes from './bar-chart.module.css';

// The drawing's own units: the figure is as wide as its section, these scaled to fit.
const WIDTH = 1000;
const HEIGHT = 180;
const AXIS = 22;
/** The scale's room at the left, for a label of `length` characters at the least. */
const leftFor = (length: number) => Math.max(40, length * 9 + 12);

/**
 * Bars whose label the axis shows: the first, the first of each month (its first day, or its
 * first week), and the last; at most about eight, and none nearer the last than a tenth of the
 * axis, where their labels would overlap.
 */
function labelledDays(days: { day: string }[]): Set<number> {
  const last = days.length - 1;
  const firsts = days.flatMap((d, i) => (i === 0 || d.day.slice(0, 7) !== days[i - 1]!.day.slice(0, 7) ? [i] : []));
  const step = Math.ceil(firsts.length / 8);
  const gap = Math.max(1, Math.ceil(days.length / 10));
  // A first bar of the month right after the axis's first (a season's first week, begun in June) would overlap it.
  const kept = firsts.filter((day, i) => i % step === 0 && (day === 0 || (last - day >= gap && day >= gap)));
  return new Set([...kept, last]);
}

/**
 * A figure of each day (or each week, by its first day) as bars, drawn in SVG: one bar per day,
 * the highest on the scale (`format` writes it: a count unless told). The figure names what it
 * shows (`label`, `summary`); the bars are decoration for who reads the summary.
 */
export function BarChart({
  days,
  label,
  summary,
  format = formatCount,
}: {
  days: { day: string; value: number }[];
  label: string;
  summary: string;
  format?: (value: number) => string;
}) {
  // A scale of at least 1 when every bar is 0; dollars below one still fill it.
  const most = Math.max(0, ...days.map((d) => d.value)) || 1;
  const width = WIDTH;
  const left = leftFor(format(most).length);
  const bar = (width - left) / Math.max(days.length, 1);
  const shown = labelledDays(days);
  return (
    <figure className={classes.chart}>
      <figcaption className={classes.chartCaption}>{label}</figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT + AXIS}`} role="img" aria-label={`${label}: ${summary}`} className={classes.chartSvg}>
        <line x1={left} x2={width} y1={HEIGHT} y2={HEIGHT} className={classes.chartAxis} />
        <text x={left - 6} y={16} textAnchor="end" className={classes.chartLabel}>
          {format(most)}
        </text>
        <text x={left - 6} y={HEIGHT} textAnchor="end" className={classes.chartLabel}>
          0
        </text>
        {days.map((d, i) => {
          const h = (d.value / most) * (HEIGHT - 12);
          return (
            <g key={d.day}>
              {d.value > 0 && <rect x={left + i * bar + bar * 0.15} y={HEIGHT - h} width={Math.max(bar * 0.7, 1)} height={h} className={classes.chartBar} />}
              {shown.has(i) && (
                // The last day's label ends at the edge rather than running past it.
                <text
                  x={i === days.length - 1 ? width : left + i * bar + bar / 2}
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
