import { Button, InlineAlert } from '@b2b-portal/ui';
import { type ReactNode, useState } from 'react';
import { t } from '../services/messages/checkout';
import { problemMessage } from '../services/problems';
import * as styles from './CheckoutFlow.css';

/**
 * "Make primary" for the choices of a step (001 §7 setuserprimary…), a piece of the checkout that talks to the API
 * besides the machine. The others have modules of their own, loaded after the first paint: the PO document
 * attached on order details (`PoAttachments.tsx`) and a contact added during checkout (`AddContactModal.tsx`).
 */

export type PrimaryKind = 'billTo' | 'shipTo' | 'contact' | 'carrierAccount' | 'card';

/**
 * Whether a choice is the caller's primary of its kind: the one they made primary here last, else what the
 * checkout's lists say. The lists load once per checkout, so once another choice was made primary their
 * `isPrimary` still marks the old one, which is no longer the primary.
 */
export function isPrimaryChoice(id: string, listedAsPrimary: boolean, madePrimary: string | null): boolean {
  return madePrimary === null ? listedAsPrimary : id === madePrimary;
}

/**
 * Makes the chosen entry the caller's primary (only their own default changes). "This is your primary choice." is
 * said once, under the primary address (a bill-to or ship-to) only (issue 16): a primary contact, carrier account
 * or card shows nothing, so a step never says it twice. With `label`, the button and its message sit in a region
 * named "<label>: Make primary" (none when nothing is shown).
 */
export function SetPrimaryButton({
  kind,
  id,
  isPrimary,
  setPrimary,
  label,
}: {
  kind: PrimaryKind;
  id: string;
  isPrimary: boolean;
  setPrimary: (kind: PrimaryKind, id: string) => Promise<void>;
  label?: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | { error: string }>('idle');
  const [madePrimary, setMadePrimary] = useState<string | null>(null);
  const isAddress = kind === 'billTo' || kind === 'shipTo';
  const wrap = (content: ReactNode) =>
    label ? (
      <section aria-label={`${label}: ${t('Checkout.SetPrimary')}`} className={styles.primaryChoice}>
        {content}
      </section>
    ) : (
      content
    );
  if (isPrimaryChoice(id, isPrimary, madePrimary)) {
    return isAddress ? wrap(<p className={styles.muted}>{t('Checkout.IsPrimary')}</p>) : null;
  }
  const press = async () => {
    setState('busy');
    try {
      await setPrimary(kind, id);
      setMadePrimary(id);
      setState('idle');
    } catch (failure) {
      setState({ error: problemMessage(failure) });
    }
  };
  return wrap(
    <div>
      <Button variant="ghost" size="small" onPress={press} isPending={state === 'busy'}>
        {t('Checkout.SetPrimary')}
      </Button>
      {typeof state === 'object' ? <InlineAlert tone="error">{state.error}</InlineAlert> : null}
    </div>,
  );
}
