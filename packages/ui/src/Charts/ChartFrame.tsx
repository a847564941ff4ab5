import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button';
import { visuallyHidden } from '../foundations/focus.css';
import { InlineAlert } from '../InlineAlert';
import * as styles from './Charts.css';

/** What a chart shows: its data, or that it is loading, failed, or has nothing to show. */
export type ChartStatus = 'ready' | 'loading' | 'error';

/** The texts every chart shares. */
export interface ChartFrameLabels {
  /** @default 'Show as table' */
  showTable: string;
  /** @default 'Hide table' */
  hideTable: string;
  /** @default 'Loading the chart…' */
  loading: string;
  /** @default 'The figures could not be loaded.' */
  error: string;
  /** @default 'Try again' */
  retry: string;
  /** @default 'No figures for this selection.' */
  empty: string;
}

export const defaultChartFrameLabels: ChartFrameLabels = {
  showTable: 'Show as table',
  hideTable: 'Hide table',
  loading: 'Loading the chart…',
  error: 'The figures could not be loaded.',
  retry: 'Try again',
  empty: 'No figures for this selection.',
};

export interface ChartFrameProps {
  title: string;
  description?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  status: ChartStatus;
  isEmpty: boolean;
  labels: ChartFrameLabels;
  onRetry?: () => void;
  /** Show the data table at first. @default false */
  defaultShowTable?: boolean;
  /** The chart (SVG, readout and legend) for the ready state. */
  chart: (ids: { titleId: string; descriptionId: string }) => ReactNode;
  /** The data table behind the chart (captioned with the title). */
  table: (caption: string) => ReactNode;
  className?: string;
}

/** A chart's figure: title, description, the state, the chart, and the "Show as table" toggle with its table. */
export function ChartFrame({
  title,
  description,
  headingLevel = 2,
  status,
  isEmpty,
  labels,
  onRetry,
  defaultShowTable = false,
  chart,
  table,
  className,
}: ChartFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const tableId = `${id}-table`;
  const [showTable, setShowTable] = useState(defaultShowTable);
  const Heading = `h${headingLevel}` as const;
  const ready = status === 'ready' && !isEmpty;
  return (
    <figure
      className={[styles.figure, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
    >
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {status === 'loading' ? (
        <div className={styles.loading} role="status">
          <span className={visuallyHidden}>{labels.loading}</span>
        </div>
      ) : status === 'error' ? (
        <InlineAlert
          tone="error"
          action={
            onRetry ? (
              <Button variant="secondary" size="small" onPress={onRetry}>
                {labels.retry}
              </Button>
            ) : undefined
          }
        >
          {labels.error}
        </InlineAlert>
      ) : isEmpty ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        chart({ titleId, descriptionId: description ? descriptionId : '' })
      )}
      {ready ? (
        <>
          <div className={styles.toolbar}>
            <Button
              variant="secondary"
              size="small"
              aria-expanded={showTable}
              aria-controls={showTable ? tableId : undefined}
              onPress={() => setShowTable((shown) => !shown)}
            >
              {showTable ? labels.hideTable : labels.showTable}
            </Button>
          </div>
          {showTable ? (
            <div id={tableId} className={styles.tableWrapper}>
              {table(title)}
            </div>
          ) : null}
        </>
      ) : null}
    </figure>
  );
}
