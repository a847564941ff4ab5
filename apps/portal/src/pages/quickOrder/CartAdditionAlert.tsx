import type { CartAdditionResult } from '@b2b-portal/api';
import { InlineAlert, Link } from '@b2b-portal/ui';
import * as styles from './quickOrder.css';

export interface CartAdditionAlertProps {
  result: CartAdditionResult;
  /** The first line: what was added ('48 lines were added to your cart.'). */
  addedText: string;
  /** The first line when nothing could be added. */
  noneAddedText: string;
  /** Above the refused lines: 'These lines could not be added:'. */
  refusedTitle: string;
  /** One refused line as the reader reads it ('Line 2, GLC-TE: This product is no longer available…'). */
  refusedLine: (line: CartAdditionResult['refused'][number]) => string;
  /** The link to the cart, when something was added. */
  cart?: { href: string; label: string };
}

/**
 * What adding lines to the cart did (issue 17, quick order and reorder): how many lines went in, with a link to
 * the cart, and each line that did not with the reason. A success when everything went in, a warning when some
 * did not, an error when none did.
 */
export function CartAdditionAlert({
  result,
  addedText,
  noneAddedText,
  refusedTitle,
  refusedLine,
  cart,
}: CartAdditionAlertProps) {
  const none = result.added.length === 0;
  const tone = none ? 'error' : result.refused.length > 0 ? 'warning' : 'success';
  return (
    <InlineAlert
      tone={tone}
      title={none ? noneAddedText : addedText}
      action={!none && cart ? <Link href={cart.href}>{cart.label}</Link> : undefined}
    >
      {result.refused.length > 0 ? (
        <>
          <p className={styles.alertText}>{refusedTitle}</p>
          <ul className={styles.refusedList}>
            {result.refused.map((line) => (
              <li key={`${line.line}:${line.code}`}>{refusedLine(line)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </InlineAlert>
  );
}
