// Biome's a11y rules read SVG's <g> as an interactive element and SVG roles as HTML ones; in an SVG chart a group
// with role list/listitem/group and aria-hidden decoration are the pattern of the WAI's accessible SVG charts, and
// axe (the stories run it in both themes) checks the result.
// biome-ignore-all lint/a11y/useSemanticElements: SVG has no <ul>, <li> or <fieldset>
// biome-ignore-all lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> or <rect> is not interactive
// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: the hidden groups hold no focusable element
import { useId } from 'react';
import { formatMoney } from '../format/format';
import { fillTemplate } from '../format/template';
import { ChartFrame, type ChartFrameLabels, type ChartStatus, defaultChartFrameLabels } from './ChartFrame';
import * as styles from './Charts.css';
import { amountOf, axisTicks, formatAxisMoney } from './chartScale';
import { useChartPoints } from './useChartPoints';

/** One month of a commitment: its consumption and the consumption since the start, actual or forecast. */
export interface CommitmentChartPoint {
  /** A stable key, e.g. "2026-10". */
  key: string;
  /** The month as read, e.g. "October 2026". */
  label: string;
  /** A short axis label, e.g. "Oct 26". */
  shortLabel: string;
  /** The month's consumption, a decimal string. */
  amount: string;
  /** Consumption since the start, a decimal string. */
  cumulative: string;
  forecast: boolean;
}

/** Every text of the commitment chart. */
export interface CommitmentChartLabels extends ChartFrameLabels {
  /** @default 'Month' */
  month: string;
  /** @default 'Consumption' */
  amount: string;
  /** @default 'Consumption to date' */
  cumulative: string;
  /** @default 'Actual' */
  actual: string;
  /** @default 'Forecast' */
  forecast: string;
  /** @default 'Commitment' */
  commitment: string;
  /** @default 'Figures' */
  kind: string;
  /** A point's name: {month}, {cumulative}, {amount}, {kind}. @default '{month}: {cumulative} to date ({kind}), {amount} in the month' */
  point: string;
  /** The data points' group. @default 'Months, use the arrow keys to move between them' */
  points: string;
}

export const defaultCommitmentChartLabels: CommitmentChartLabels = {
  ...defaultChartFrameLabels,
  month: 'Month',
  amount: 'Consumption',
  cumulative: 'Consumption to date',
  actual: 'Actual',
  forecast: 'Forecast',
  commitment: 'Commitment',
  kind: 'Figures',
  point: '{month}: {cumulative} to date ({kind}), {amount} in the month',
  points: 'Months, use the arrow keys to move between them',
};

export interface CommitmentChartProps {
  title: string;
  /** What the chart shows and how the forecast is made, read with it. */
  description?: string;
  headingLevel?: 2 | 3 | 4;
  /** The months in order, actual then forecast. */
  points: readonly CommitmentChartPoint[];
  /** The committed amount, a decimal string. */
  commitment: string;
  /** @default 'ready' */
  status?: ChartStatus;
  onRetry?: () => void;
  defaultShowTable?: boolean;
  labels?: Partial<CommitmentChartLabels>;
  className?: string;
}

const WIDTH = 640;
const HEIGHT = 280;
const LEFT = 64;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 32;

/**
 * Consumption against a commitment, month by month: a bar of the consumption to date for each month (solid when
 * actual, hatched when forecast) and the commitment as a dashed line. The months are one tab stop; the arrow keys
 * move between them and each reads its figures. "Show as table" opens the same figures as a table.
 */
export function CommitmentChart({
  title,
  description,
  headingLevel,
  points,
  commitment,
  status = 'ready',
  onRetry,
  defaultShowTable,
  labels: overrides,
  className,
}: CommitmentChartProps) {
  const labels = { ...defaultCommitmentChartLabels, ...overrides };
  // An id fit for url(#…) in a style: React's ids carry colons.
  const hatchId = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const lastActual = points.reduce(
    (last, point, index) => (point.forecast ? last : index),
    points.length - 1,
  );
  const { active, focused, pointProps } = useChartPoints(points.length, lastActual);
  const kindOf = (point: CommitmentChartPoint) => (point.forecast ? labels.forecast : labels.actual);
  const nameOf = (point: CommitmentChartPoint) =>
    fillTemplate(labels.point, {
      month: point.label,
      cumulative: formatMoney(point.cumulative),
      amount: formatMoney(point.amount),
      kind: kindOf(point),
    });

  return (
    <ChartFrame
      title={title}
      description={description}
      headingLevel={headingLevel}
      status={status}
      isEmpty={points.length === 0}
      labels={labels}
      onRetry={onRetry}
      defaultShowTable={defaultShowTable}
      className={className}
      chart={({ titleId, descriptionId }) => {
        const committed = amountOf(commitment);
        const ticks = axisTicks(Math.max(committed, ...points.map((point) => amountOf(point.cumulative))));
        const top = ticks[ticks.length - 1] ?? 1;
        const plotWidth = WIDTH - LEFT - RIGHT;
        const plotHeight = HEIGHT - TOP - BOTTOM;
        const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
        const band = plotWidth / points.length;
        const barWidth = Math.max(2, Math.min(band * 0.7, 48));
        const labelEvery = Math.ceil(points.length / 8);
        const shown = points[active];
        return (
          <>
            <p className={styles.readout} aria-hidden="true">
              {shown ? nameOf(shown) : null}
            </p>
            <svg
              className={styles.svg}
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              role="group"
              aria-labelledby={titleId}
              aria-describedby={descriptionId || undefined}
            >
              <defs>
                <pattern
                  id={hatchId}
                  width="6"
                  height="6"
                  patternUnits="userSpaceOnUse"
                  patternTransform="rotate(45)"
                >
                  <line x1="0" y1="0" x2="0" y2="6" className={styles.hatch} />
                </pattern>
              </defs>
              <g aria-hidden="true">
                {ticks.map((tick) => (
                  <g key={tick}>
                    <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} className={styles.grid} />
                    <text x={LEFT - 8} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.axisText}>
                      {formatAxisMoney(tick)}
                    </text>
                  </g>
                ))}
                <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(0)} y2={y(0)} className={styles.axis} />
                {points.map((point, index) =>
                  index % labelEvery === 0 ? (
                    <text
                      key={point.key}
                      x={LEFT + band * index + band / 2}
                      y={HEIGHT - BOTTOM + 18}
                      textAnchor="middle"
                      className={styles.axisText}
                    >
                      {point.shortLabel}
                    </text>
                  ) : null,
                )}
              </g>
              <g role="list" aria-label={labels.points} data-chart-points="" className={styles.points}>
                {points.map((point, index) => {
                  const x = LEFT + band * index + (band - barWidth) / 2;
                  const barTop = y(amountOf(point.cumulative));
                  const height = Math.max(1, y(0) - barTop);
                  return (
                    <g key={point.key} role="listitem">
                      <rect
                        {...pointProps(index)}
                        role="img"
                        aria-label={nameOf(point)}
                        x={x}
                        y={barTop}
                        width={barWidth}
                        height={height}
                        className={[
                          styles.bar,
                          point.forecast ? styles.barForecast : undefined,
                          index === active && !point.forecast ? styles.barActive : undefined,
                        ]
                          .filter(Boolean)
                          .join(' ')}
                        style={point.forecast ? { fill: `url(#${hatchId})` } : undefined}
                      />
                      {focused && index === active ? (
                        <rect
                          x={x - 3}
                          y={barTop - 3}
                          width={barWidth + 6}
                          height={height + 6}
                          className={styles.focusOutline}
                        />
                      ) : null}
                    </g>
                  );
                })}
              </g>
              <g aria-hidden="true">
                <line
                  x1={LEFT}
                  x2={WIDTH - RIGHT}
                  y1={y(committed)}
                  y2={y(committed)}
                  className={styles.commitmentLine}
                />
                <text x={LEFT + 4} y={y(committed) - 6} className={styles.valueText}>
                  {`${labels.commitment} ${formatMoney(commitment)}`}
                </text>
              </g>
            </svg>
            <ul className={styles.legend}>
              <li className={styles.legendItem}>
                <svg className={styles.swatch} viewBox="0 0 14 14" aria-hidden="true">
                  <rect width="14" height="14" className={styles.bar} />
                </svg>
                {`${labels.cumulative} (${labels.actual})`}
              </li>
              <li className={styles.legendItem}>
                <svg className={styles.swatch} viewBox="0 0 14 14" aria-hidden="true">
                  <rect
                    x="0.75"
                    y="0.75"
                    width="12.5"
                    height="12.5"
                    className={styles.barForecast}
                    style={{ fill: `url(#${hatchId})` }}
                  />
                </svg>
                {`${labels.cumulative} (${labels.forecast})`}
              </li>
              <li className={styles.legendItem}>
                <svg className={styles.swatch} viewBox="0 0 14 14" aria-hidden="true">
                  <line x1="0" x2="14" y1="7" y2="7" className={styles.commitmentLine} />
                </svg>
                {labels.commitment}
              </li>
            </ul>
          </>
        );
      }}
      table={(caption) => (
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.month}</th>
              <th scope="col" className={styles.numeric}>
                {labels.amount}
              </th>
              <th scope="col" className={styles.numeric}>
                {labels.cumulative}
              </th>
              <th scope="col">{labels.kind}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                <td className={styles.numeric}>{formatMoney(point.amount)}</td>
                <td className={styles.numeric}>{formatMoney(point.cumulative)}</td>
                <td>{kindOf(point)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{labels.commitment}</th>
              <td />
              <td className={styles.numeric}>{formatMoney(commitment)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    />
  );
}
