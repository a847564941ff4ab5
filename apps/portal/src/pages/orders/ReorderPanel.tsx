import type { CartAdditionResult } from '@b2b-portal/api';
import { Button, CheckboxGroup, InlineAlert, Modal } from '@b2b-portal/ui';
import { useState } from 'react';
import { t } from '../../services/messages/quickOrder';
import { problemMessage } from '../../services/problems';
import { CartAdditionAlert } from '../quickOrder/CartAdditionAlert';
import * as styles from '../quickOrder/quickOrder.css';

export interface ReorderLine {
  lineNumber: number;
  manufacturerPart: string;
  description: string;
  quantity: number;
}

export interface ReorderPanelProps {
  orderNumber: string;
  lines: readonly ReorderLine[];
  /** Adds the lines (all when `lineNumbers` is undefined) to the cart; answers what the cart took. */
  onReorder: (lineNumbers?: number[]) => Promise<CartAdditionResult>;
  /** The shopping cart's address, for the link after adding. */
  cartHref: string;
}

/**
 * Reorder on the order page (issue 17): all the order's lines, or the lines chosen in a dialog, added to the cart
 * again at today's prices; then how many went in and, for each line that did not, the reason (a product no longer
 * available).
 */
export function ReorderPanel({ orderNumber, lines, onReorder, cartHref }: ReorderPanelProps) {
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<string[]>(() => lines.map((line) => String(line.lineNumber)));
  const [adding, setAdding] = useState<'all' | 'chosen' | null>(null);
  const [result, setResult] = useState<CartAdditionResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reorder = async (lineNumbers?: number[]) => {
    setAdding(lineNumbers ? 'chosen' : 'all');
    setProblem(null);
    setResult(null);
    try {
      setResult(await onReorder(lineNumbers));
      setChoosing(false);
    } catch (error) {
      setProblem(problemMessage(error));
      setChoosing(false);
    } finally {
      setAdding(null);
    }
  };

  return (
    <section aria-labelledby="reorder-title" className={styles.form}>
      <h2 id="reorder-title">{t('Reorder.Title')}</h2>
      <p className={styles.alertText}>{t('Reorder.Intro')}</p>
      <div className={styles.actions}>
        <Button onPress={() => reorder()} isPending={adding === 'all'} isDisabled={adding === 'chosen'}>
          {t('Reorder.All')}
        </Button>
        <Button variant="secondary" onPress={() => setChoosing(true)} isDisabled={adding !== null}>
          {t('Reorder.Choose')}
        </Button>
      </div>
      {problem ? <InlineAlert tone="error">{problem}</InlineAlert> : null}
      {result ? (
        <CartAdditionAlert
          result={result}
          addedText={t('Reorder.Added', { count: result.added.length, number: orderNumber })}
          noneAddedText={t('Reorder.NoneAdded', { number: orderNumber })}
          cartHref={cartHref}
        />
      ) : null}
      <Modal
        isOpen={choosing}
        onOpenChange={setChoosing}
        title={t('Reorder.ChooseTitle')}
        closeLabel={t('Global.Close')}
        footer={
          <>
            <Button variant="secondary" onPress={() => setChoosing(false)}>
              {t('Global.Cancel')}
            </Button>
            <Button
              onPress={() => reorder(chosen.map(Number).sort((a, b) => a - b))}
              isDisabled={chosen.length === 0}
              isPending={adding === 'chosen'}
            >
              {t('Reorder.Chosen', { count: chosen.length })}
            </Button>
          </>
        }
      >
        <CheckboxGroup
          label={t('Reorder.ChooseTitle')}
          value={chosen}
          onChange={setChosen}
          isInvalid={chosen.length === 0}
          errorMessage={t('Reorder.NoneChosen')}
          options={lines.map((line) => ({
            value: String(line.lineNumber),
            label: `${line.lineNumber}. ${line.manufacturerPart} × ${line.quantity} — ${line.description}`,
          }))}
        />
      </Modal>
    </section>
  );
}
