import { ADDRESS_LIMITS, AddressInput, type CheckoutAddress, countries, statesOf } from '@b2b-portal/api';
import {
  type AddressFieldErrors,
  AddressForm,
  type AddressFormValues,
  AddressSuggestion,
  Modal,
} from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { serverFieldErrors, validateWith } from '../../forms/validate';
import { t } from '../../services/messages/checkout';
import { type CheckoutServices, toAddress } from './shared';

type Pending = { entered: AddressFormValues; suggested: CheckoutAddress } | null;

/**
 * A new address of the caller's (checkout, My Account), or a change to one (My Account: `initial` and an
 * `addAddress` that modifies it): the contract's check, then the similar-address suggestion of 002 §5 (a known
 * address resembling the entered one, other than the one being changed), then the call.
 */
export function NewAddressModal({
  type,
  services,
  onClose,
  onChosen,
  title = t('Checkout.AddAddress'),
  initial,
  exceptId,
}: {
  type: 1 | 2;
  services: Pick<CheckoutServices, 'addAddress' | 'matchAddress'>;
  onClose: () => void;
  onChosen: (address: CheckoutAddress, added: boolean) => void;
  /** The dialog's title. @default 'Add Address' */
  title?: string;
  /** The values the form starts from (an address being changed). */
  initial?: AddressFormValues;
  /** The address being changed: never suggested in place of itself. */
  exceptId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // The server's field errors of the last call, and the values they are about (the form starts from them again).
  const [fieldErrors, setFieldErrors] = useState<AddressFieldErrors | undefined>();
  const [entered, setEntered] = useState<AddressFormValues | undefined>(initial);
  const [pending, setPending] = useState<Pending>(null);
  // The country chosen on the form: its states are the choice of the state field (the card form's list for the
  // USA, Canada's provinces), free text for a country without a list.
  const [countryCode, setCountryCode] = useState(entered?.countryCode ?? 'USA');
  // The form gives way to the suggested-versus-entered choice (and back): the focus goes to the choice, or to the
  // form's first field, instead of being lost with the button that was pressed.
  const body = useRef<HTMLDivElement>(null);
  const choosing = pending !== null;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    body.current
      ?.querySelector<HTMLElement>(choosing ? 'input[type="radio"]:checked' : 'input:not([type="hidden"])')
      ?.focus();
  }, [choosing]);

  // The contract's schema checks the address before any call: the server's limits, in its words.
  const validate = (values: AddressFormValues): AddressFieldErrors => {
    const result = validateWith(AddressInput, { type, ...values });
    return result.ok ? {} : result.fieldErrors;
  };
  const failed = (failure: unknown, values: AddressFormValues) => {
    setError((failure as { displayMessage?: string }).displayMessage ?? t('Http.Other'));
    setFieldErrors(serverFieldErrors(failure) ?? undefined);
    setEntered(values);
  };

  const add = async (values: AddressFormValues) => {
    const address = await services.addAddress({ type, ...values });
    onChosen(address, true);
  };

  const submit = async (values: AddressFormValues) => {
    setBusy(true);
    setError(undefined);
    setFieldErrors(undefined);
    try {
      const match = await services.matchAddress({
        type,
        line1: values.line1,
        line2: values.line2,
        city: values.city,
        state: values.state,
        zipCode: values.zipCode,
        countryCode: values.countryCode,
      });
      if (match && match.type === type && match.id !== exceptId)
        setPending({ entered: values, suggested: match });
      else await add(values);
    } catch (failure) {
      failed(failure, values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? null : onClose())} title={title} size="large">
      <div ref={body}>
        {pending ? (
          <AddressSuggestion
            entered={{ id: 'entered', ...pending.entered }}
            suggested={toAddress(pending.suggested)}
            onConfirm={async (choice) => {
              if (choice === 'suggested') onChosen(pending.suggested, false);
              else {
                setBusy(true);
                try {
                  await add(pending.entered);
                } catch (failure) {
                  failed(failure, pending.entered);
                  setPending(null);
                } finally {
                  setBusy(false);
                }
              }
            }}
            onCancel={() => setPending(null)}
          />
        ) : (
          <AddressForm
            onSubmit={submit}
            onCancel={onClose}
            isSubmitting={busy}
            serverError={error}
            fieldErrors={fieldErrors}
            limits={ADDRESS_LIMITS}
            validate={validate}
            defaultValues={entered}
            countries={countries}
            states={statesOf(countryCode)}
            onCountryChange={setCountryCode}
            allowSetPrimary
          />
        )}
      </div>
    </Modal>
  );
}
