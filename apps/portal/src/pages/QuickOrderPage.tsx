import {
  type CartAdditionResult,
  QUICK_ORDER_TEXT_MAX_LENGTH,
  type QuickOrderResolution,
  quickOrderFormData,
} from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { Button, InlineAlert, Spinner, TextArea } from '@b2b-portal/ui';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { cartSummary } from '../services/cartSummary';
import { quickOrderEndpoints } from '../services/endpoints';
import { t } from '../services/messages/quickOrder';
import { problemMessage } from '../services/problems';
import * as styles from './pages.css';
import * as own from './quickOrder/quickOrder.css';

// The checked lines' table loads once there are lines to show (it is most of the page's weight: the bundle budget).
const QuickOrderResults = lazy(() =>
  import('./quickOrder/QuickOrderResults').then((module) => ({ default: module.QuickOrderResults })),
);

/**
 * /quick-order (issue 17): part numbers with quantities, pasted or in a CSV or XLSX file, checked against the
 * catalogue by the server (each line ready or refused with the reason), and the ready lines added to the cart in
 * one call.
 */
export default function QuickOrderPage({ route }: PageProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Check lines was pressed with nothing pasted or chosen. */
  const [empty, setEmpty] = useState(false);
  const [resolution, setResolution] = useState<QuickOrderResolution | null>(null);
  const [result, setResult] = useState<CartAdditionResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const refocusForm = useRef(false);
  const fileId = useId();
  // 'Start over' goes with the checked lines: the focus returns to the emptied part numbers field.
  useEffect(() => {
    if (resolution || !refocusForm.current) return;
    refocusForm.current = false;
    form.current?.querySelector('textarea')?.focus();
  }, [resolution]);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file && text.trim() === '') {
      // Said on the part numbers field, where the focus goes: there is where the lines are pasted.
      setProblem(null);
      setEmpty(true);
      form.current?.querySelector('textarea')?.focus();
      return;
    }
    setEmpty(false);
    setProblem(null);
    setChecking(true);
    try {
      setResolution(
        file
          ? await api.call(quickOrderEndpoints.resolveQuickOrderFile, {
              body: quickOrderFormData(file, file.name),
              reportProblems: false,
            })
          : await api.call(quickOrderEndpoints.resolveQuickOrder, { body: { text }, reportProblems: false }),
      );
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const add = async () => {
    if (!resolution) return;
    setProblem(null);
    setAdding(true);
    try {
      const items = resolution.lines.flatMap((line) =>
        line.status === 'ready' && line.product && line.quantity !== null
          ? [{ line: line.line, productId: line.product.id, quantity: line.quantity }]
          : [],
      );
      const answer = await api.call(quickOrderEndpoints.addQuickOrderItems, {
        body: { items },
        reportProblems: false,
      });
      cartSummary.set(answer.cartCount);
      setResult(answer);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setAdding(false);
    }
  };

  const startOver = () => {
    refocusForm.current = true;
    setResolution(null);
    setResult(null);
    setProblem(null);
    setText('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      {problem ? <InlineAlert tone="error">{problem}</InlineAlert> : null}
      {resolution ? (
        <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
          <QuickOrderResults
            resolution={resolution}
            result={result}
            adding={adding}
            onAdd={add}
            onStartOver={startOver}
            cartHref={hrefFor(pathFor('ShoppingCart'))}
          />
        </Suspense>
      ) : (
        <form ref={form} className={own.form} onSubmit={check} noValidate>
          <p className={styles.lead}>{t('QuickOrder.Intro')}</p>
          <TextArea
            label={t('QuickOrder.PasteLabel')}
            description={t('QuickOrder.PasteHint')}
            value={text}
            onChange={(value) => {
              setText(value);
              if (value.trim() !== '') setEmpty(false);
            }}
            isInvalid={empty}
            errorMessage={empty ? t('QuickOrder.Empty') : undefined}
            rows={10}
            maxLength={QUICK_ORDER_TEXT_MAX_LENGTH}
            isDisabled={checking}
          />
          <div className={own.fileField}>
            <label htmlFor={fileId} className={own.fileLabel}>
              {t('QuickOrder.FileLabel')}
            </label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              className={own.fileInput}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={checking}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </div>
          <div className={own.actions}>
            <Button type="submit" isPending={checking}>
              {t('QuickOrder.Check')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
