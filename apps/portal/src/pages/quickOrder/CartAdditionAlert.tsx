import type { CartAdditionResult } from '@b2b-portal/api';
import { InlineAlert, Link } from '@b2b-portal/ui';
import { t } from '../../services/messages/quickOrder';
import * as styles from './quickOrder.css';

export interface CartAdditionAlertProps {
  result: CartAdditionResult;
  /** The first line: what was added ('48 lines were added to your cart.'). */
  addedText: string;
  /** The first line when nothing could be added. */
  noneAddedText: string;
  /** The shopping cart's address, linked when something was added. */
  cartHref: string;
}

/**
 * What adding lines to the cart did (issue 17, quick order and reorder): how many lines went in, with a link to
 * the cart, and each line that did not ('Line 2, GLC-TE: This product is no longer available…'). A success when
 * everything went in, a warning when some did not, an error when none did.
 */
export function CartAdditionAlert({ result, addedText, noneAddedText, cartHref }: CartAdditionAlertProps) {
  const none = result.added.length === 0;
  const tone = none ? 'error' : result.refused.length > 0 ? 'warning' : 'success';
  return (
    <InlineAlert
      tone={tone}
      title={none ? noneAddedText : addedText}
      action={none ? undefined : <Link href={cartHref}>{t('QuickOrder.ViewCart')}</Link>}
    >
      {result.refused.length > 0 ? (
        <>
          <p className={styles.alertText}>{t('QuickOrder.NotAdded')}</p>
          <ul className={styles.refusedList}>
            {result.refused.map((line) => (
              <li key={`${line.line}:${line.code}`}>
                {t('Reorder.LineRefused', {
                  lineNumber: line.line,
                  part: line.manufacturerPart,
                  reason: line.reason,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </InlineAlert>
  );
}
