import type { CartAdditionResult, QuickOrderLine, QuickOrderResolution } from '@b2b-portal/api';
import { Button, DataTable, type DataTableColumn, formatMoney } from '@b2b-portal/ui';
import { useEffect, useRef } from 'react';
import { t } from '../../services/messages/quickOrder';
import { CartAdditionAlert } from './CartAdditionAlert';
import * as styles from './quickOrder.css';

export interface QuickOrderResultsProps {
  resolution: QuickOrderResolution;
  /** The answer of adding the ready lines, once they were added. */
  result: CartAdditionResult | null;
  /** The ready lines are being added. */
  adding: boolean;
  onAdd: () => void;
  onStartOver: () => void;
  /** The shopping cart's address, for the link after adding. */
  cartHref: string;
}

/** Above this many lines the table draws only the rows in view (a quick order takes 1,000). */
const VIRTUALIZE_FROM = 60;

const columns: DataTableColumn<QuickOrderLine>[] = [
  { id: 'line', name: t('QuickOrder.Column.Line'), align: 'end', width: 72, render: (line) => line.line },
  {
    id: 'part',
    name: t('QuickOrder.Column.Part'),
    isRowHeader: true,
    noWrap: true,
    render: (line) => line.part,
  },
  {
    id: 'quantity',
    name: t('QuickOrder.Column.Quantity'),
    align: 'end',
    width: 96,
    render: (line) => line.quantity ?? line.quantityText,
  },
  {
    id: 'product',
    name: t('QuickOrder.Column.Product'),
    width: '2fr',
    render: (line) =>
      line.product ? (
        <span className={styles.product}>
          <span>
            {line.product.manufacturerName} {line.product.description}
          </span>
          <span className={styles.muted}>
            {line.product.pricingHidden ? t('Cart.RequestPricing') : formatMoney(line.product.unitPrice)}
          </span>
        </span>
      ) : null,
  },
  {
    id: 'result',
    name: t('QuickOrder.Column.Result'),
    width: '2fr',
    render: (line) =>
      line.status === 'ready' ? (
        t('QuickOrder.Ready')
      ) : (
        <span className={styles.refusedLabel}>{t('QuickOrder.Refused', { reason: line.reason ?? '' })}</span>
      ),
  },
];

/**
 * The checked lines of a quick order (issue 17): each line as written with the product it resolved to, or the
 * reason it was refused; how many are ready; the button that adds the ready ones to the cart in one call; then
 * what the cart took.
 */
export function QuickOrderResults({
  resolution,
  result,
  adding,
  onAdd,
  onStartOver,
  cartHref,
}: QuickOrderResultsProps) {
  const virtualized = resolution.lines.length > VIRTUALIZE_FROM;
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  // The form the focus was in ('Check lines') is gone: start keyboard and screen-reader users at the checked lines.
  useEffect(() => heading.current?.focus(), []);
  // 'Add … to cart' is gone once the lines went in: the focus moves to what the cart took, not to the page's body.
  useEffect(() => {
    if (result) outcome.current?.focus();
  }, [result]);
  return (
    <section aria-labelledby="quick-order-results" className={styles.form}>
      <h2 id="quick-order-results" ref={heading} tabIndex={-1}>
        {t('QuickOrder.ResultsTitle')}
      </h2>
      <p className={styles.summary}>
        {t('QuickOrder.Summary', { ready: resolution.ready, total: resolution.lines.length })}
      </p>
      <DataTable
        aria-label={t('QuickOrder.ResultsTitle')}
        columns={columns}
        rows={resolution.lines}
        getRowId={(line) => line.line}
        isVirtualized={virtualized}
        labels={{ empty: t('Global.NoRecordsFound') }}
      />
      {result ? (
        <div ref={outcome} tabIndex={-1}>
          <CartAdditionAlert
            result={result}
            addedText={t('QuickOrder.Added', { count: result.added.length })}
            noneAddedText={t('QuickOrder.NoneAdded')}
            cartHref={cartHref}
          />
        </div>
      ) : null}
      <div className={styles.actions}>
        {result ? null : (
          <Button onPress={onAdd} isDisabled={resolution.ready === 0} isPending={adding}>
            {t('QuickOrder.AddToCart', { count: resolution.ready })}
          </Button>
        )}
        <Button variant="secondary" onPress={onStartOver} isDisabled={adding}>
          {t('QuickOrder.StartOver')}
        </Button>
      </div>
    </section>
  );
}
