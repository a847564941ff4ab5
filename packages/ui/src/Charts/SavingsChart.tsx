// Biome's a11y rules read SVG's <g> as an interactive element and SVG roles as HTML ones; in an SVG chart a group
// with role list/listitem/group and aria-hidden decoration are the pattern of the WAI's accessible SVG charts, and
// axe (the stories run it in both themes) checks the result.
// biome-ignore-all lint/a11y/useSemanticElements: SVG has no <ul>, <li> or <fieldset>
// biome-ignore-all lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> or <rect> is not interactive
// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: the hidden groups hold no focusable element
import { formatMoney } from '../format/format';
import { fillTemplate } from '../format/template';
import { ChartFrame, type ChartFrameLabels, type ChartStatus, defaultChartFrameLabels } from './ChartFrame';
import * as styles from './Charts.css';
import { amountOf, axisTicks, formatAxisMoney } from './chartScale';
import { useChartPoints } from './useChartPoints';

/** One category's cost at list and at contract price and its savings (decimal strings). */
export interface SavingsChartRow {
  key: string;
  /** The category as read, e.g. a service's name. */
  label: string;
  listCost: string;
  contractCost: string;
  savings: string;
}

/** Every text of the savings chart. */
export interface SavingsChartLabels extends ChartFrameLabels {
  /** The categories' column. @default 'Service' */
  category: string;
  /** @default 'Cost at list price' */
  listCost: string;
  /** @default 'Cost at contract price' */
  contractCost: string;
  /** @default 'Savings' */
  savings: string;
  /** @default 'Total' */
  total: string;
  /** A bar's name: {label}, {savings}, {listCost}, {contractCost}. @default '{label}: {savings} saved ({listCost} at list, {contractCost} at contract price)' */
  point: string;
  /** The bars' group. @default 'Categories, use the arrow keys to move between them' */
  points: string;
}

export const defaultSavingsChartLabels: SavingsChartLabels = {
  ...defaultChartFrameLabels,
  category: 'Service',
  listCost: 'Cost at list price',
  contractCost: 'Cost at contract price',
  savings: 'Savings',
  total: 'Total',
  point: '{label}: {savings} saved ({listCost} at list, {contractCost} at contract price)',
  points: 'Categories, use the arrow keys to move between them',
};

export interface SavingsChartProps {
  title: string;
  description?: string;
  headingLevel?: 2 | 3 | 4;
  /** The categories in the order shown (largest savings first reads best). */
  rows: readonly SavingsChartRow[];
  /** The totals as the app summed them (the chart does no money arithmetic); the table's footer when given. */
  totals?: Omit<SavingsChartRow, 'key' | 'label'>;
  /** @default 'ready' */
  status?: ChartStatus;
  onRetry?: () => void;
  defaultShowTable?: boolean;
  labels?: Partial<SavingsChartLabels>;
  className?: string;
}

const WIDTH = 640;
const LABEL_WIDTH = 168;
const VALUE_WIDTH = 96;
const ROW = 32;
const TOP = 8;
const BOTTOM = 28;

/**
 * Savings by category (e.g. by service): a horizontal bar of the savings for each, with its amount. The bars are
 * one tab stop; the arrow keys move between them and each reads its figures. "Show as table" opens the costs at
 * list and at contract price and the savings as a table.
 */
export function SavingsChart({
  title,
  description,
  headingLevel,
  rows,
  totals,
  status = 'ready',
  onRetry,
  defaultShowTable,
  labels: overrides,
  className,
}: SavingsChartProps) {
  const labels = { ...defaultSavingsChartLabels, ...overrides };
  const { active, focused, pointProps } = useChartPoints(rows.length, 0);
  const nameOf = (row: SavingsChartRow) =>
    fillTemplate(labels.point, {
      label: row.label,
      savings: formatMoney(row.savings),
      listCost: formatMoney(row.listCost),
      contractCost: formatMoney(row.contractCost),
    });

  return (
    <ChartFrame
      title={title}
      description={description}
      headingLevel={headingLevel}
      status={status}
      isEmpty={rows.length === 0}
      labels={labels}
      onRetry={onRetry}
      defaultShowTable={defaultShowTable}
      className={className}
      chart={({ titleId, descriptionId }) => {
        const ticks = axisTicks(Math.max(0, ...rows.map((row) => amountOf(row.savings))));
        const top = ticks[ticks.length - 1] ?? 1;
        const plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
        const height = TOP + rows.length * ROW + BOTTOM;
        const x = (value: number) => LABEL_WIDTH + (Math.max(0, value) / top) * plotWidth;
        const shown = rows[active];
        return (
          <>
            <p className={styles.readout} aria-hidden="true">
              {shown ? nameOf(shown) : null}
            </p>
            <svg
              className={styles.svg}
              viewBox={`0 0 ${WIDTH} ${height}`}
              role="group"
              aria-labelledby={titleId}
              aria-describedby={descriptionId || undefined}
            >
              <g aria-hidden="true">
                {ticks.map((tick) => (
                  <g key={tick}>
                    <line x1={x(tick)} x2={x(tick)} y1={TOP} y2={height - BOTTOM} className={styles.grid} />
                    <text
                      x={x(tick)}
                      y={height - BOTTOM + 18}
                      textAnchor="middle"
                      className={styles.axisText}
                    >
                      {formatAxisMoney(tick)}
                    </text>
                  </g>
                ))}
                <line
                  x1={LABEL_WIDTH}
                  x2={LABEL_WIDTH}
                  y1={TOP}
                  y2={height - BOTTOM}
                  className={styles.axis}
                />
                {rows.map((row, index) => (
                  <text
                    key={row.key}
                    x={LABEL_WIDTH - 8}
                    y={TOP + ROW * index + ROW / 2}
                    dy="0.32em"
                    textAnchor="end"
                    className={styles.axisText}
                  >
                    {row.label}
                  </text>
                ))}
              </g>
              <g role="list" aria-label={labels.points} data-chart-points="" className={styles.points}>
                {rows.map((row, index) => {
                  const barY = TOP + ROW * index + 6;
                  const barWidth = Math.max(1, x(amountOf(row.savings)) - LABEL_WIDTH);
                  return (
                    <g key={row.key} role="listitem">
                      <rect
                        {...pointProps(index)}
                        role="img"
                        aria-label={nameOf(row)}
                        x={LABEL_WIDTH}
                        y={barY}
                        width={barWidth}
                        height={ROW - 12}
                        className={[styles.bar, index === active ? styles.barActive : undefined]
                          .filter(Boolean)
                          .join(' ')}
                      />
                      {focused && index === active ? (
                        <rect
                          x={LABEL_WIDTH - 3}
                          y={barY - 3}
                          width={barWidth + 6}
                          height={ROW - 6}
                          className={styles.focusOutline}
                        />
                      ) : null}
                      <text
                        x={LABEL_WIDTH + barWidth + 6}
                        y={barY + (ROW - 12) / 2}
                        dy="0.32em"
                        className={styles.valueText}
                        aria-hidden="true"
                      >
                        {formatMoney(row.savings)}
                      </text>
                    </g>
                  );
                })}
              </g>
            </svg>
          </>
        );
      }}
      table={(caption) => (
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.category}</th>
              <th scope="col" className={styles.numeric}>
                {labels.listCost}
              </th>
              <th scope="col" className={styles.numeric}>
                {labels.contractCost}
              </th>
              <th scope="col" className={styles.numeric}>
                {labels.savings}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td className={styles.numeric}>{formatMoney(row.listCost)}</td>
                <td className={styles.numeric}>{formatMoney(row.contractCost)}</td>
                <td className={styles.numeric}>{formatMoney(row.savings)}</td>
              </tr>
            ))}
          </tbody>
          {totals ? (
            <tfoot>
              <tr>
                <th scope="row">{labels.total}</th>
                <td className={styles.numeric}>{formatMoney(totals.listCost)}</td>
                <td className={styles.numeric}>{formatMoney(totals.contractCost)}</td>
                <td className={styles.numeric}>{formatMoney(totals.savings)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      )}
    />
  );
}
