import { CARRIER_ACCOUNT_NUMBER_LIMITS, type CheckoutAddress } from '@b2b-portal/api';
import { emptyGuid, shippingMethodNotices } from '@b2b-portal/flows/rules';
import {
  AddressPicker,
  Button,
  InlineAlert,
  Select,
  ShippingMethodPicker,
  ShipToAssignment,
  Switch,
} from '@b2b-portal/ui';
import { useState } from 'react';
import { t } from '../../services/messages/checkout';
import * as styles from '../CheckoutFlow.css';
import { type CheckoutServices, PrimaryChoice, StepActions, type StepProps, text, toAddress } from './shared';

export function ShippingStep({
  snapshot,
  send,
  services,
  onAddAddress,
  onAddContact,
}: StepProps & {
  services: CheckoutServices;
  /** Opens the new-address dialog; with `use`, the address goes there instead of becoming the ship-to. */
  onAddAddress: (use?: (address: CheckoutAddress) => void) => void;
  /** Opens the add-contact dialog, when contacts can be added. */
  onAddContact?: () => void;
}) {
  const { workflowData, lists, flags, fieldErrors, lines, shipToAssignError } = snapshot.context;
  const shipping = workflowData.shipping;
  const multiple = shipping.shipTo.id === emptyGuid && flags.isMultipleShippingEditable;
  const [multi, setMulti] = useState(
    multiple && (shipping.lineItemShipToAddresses.length > 0 || shipping.bundleShipToAddress.length > 0),
  );
  const now = services.now?.() ?? new Date();
  const notices = shippingMethodNotices(shipping.shippingMethod.method, now).map((key) => t(key));
  const addresses = [
    ...lists.shipTos,
    ...lists.addedShipTos.filter((a) => !lists.shipTos.some((b) => b.id === a.id)),
  ];
  const items = lines?.items ?? [];
  const bundles = lines?.bundles ?? [];
  // The address the selected lines go to; a new address added from the assignment becomes it.
  const [assignTo, setAssignTo] = useState<string | null>(
    () => (addresses.find((address) => address.isPrimary) ?? addresses[0])?.id ?? null,
  );
  // The step's fields below its heading (the flow draws the heading and the form, `StepFrame`).
  return (
    <>
      {flags.isMultipleShippingEditable ? (
        <Switch
          isSelected={multi}
          onChange={(on) => {
            setMulti(on);
            // Several ship-tos: no single ship-to (reset to the empty GUID); one ship-to: the per-line lists go.
            send({ type: 'CLEAR_MULTIPLE_SHIP_TO', mode: on ? 'resetShipTo' : 'clearLists' });
          }}
        >
          {t('Checkout.MultipleShipTo')}
        </Switch>
      ) : null}
      {multi ? (
        <>
          <ShipToAssignment
            lines={items
              .filter((item) => item.bundleID === emptyGuid)
              .map((item) => ({
                id: item.id,
                printLineNumber: item.printLineNumber,
                manufacturerPart: item.manufacturerPart,
                description: item.description,
                quantity: item.quantity,
              }))}
            bundles={bundles.map((bundle) => ({
              id: bundle.id,
              name: bundle.name,
              quantity: bundle.quantity,
              lineCount: items.filter((item) => item.bundleID === bundle.id).length,
            }))}
            addresses={addresses.map(toAddress)}
            assignments={{
              // A line or bundle shipping to the empty GUID has no ship-to: left out.
              items: Object.fromEntries(
                shipping.lineItemShipToAddresses
                  .filter((entry) => entry.shipToID !== emptyGuid)
                  .map((entry) => [entry.itemID, entry.shipToID]),
              ),
              bundles: Object.fromEntries(
                shipping.bundleShipToAddress
                  .filter((entry) => entry.shipToID !== emptyGuid)
                  .map((entry) => [entry.bundleID, entry.shipToID]),
              ),
            }}
            shipToID={assignTo}
            onShipToIDChange={setAssignTo}
            onAssign={(request) => send({ type: 'ASSIGN_SHIP_TO', ...request })}
            onAddAddress={() => onAddAddress((address) => setAssignTo(address.id))}
            onClear={() => send({ type: 'CLEAR_MULTIPLE_SHIP_TO', mode: 'clearLists' })}
          />
          {shipToAssignError ? <InlineAlert tone="error">{t(shipToAssignError)}</InlineAlert> : null}
        </>
      ) : (
        <AddressPicker
          addresses={addresses.map(toAddress)}
          value={shipping.shipTo.id === emptyGuid ? null : shipping.shipTo.id}
          onChange={(id) => send({ type: 'SET_SHIP_TO', id })}
          onAddNew={() => onAddAddress()}
          labels={{ label: t('Checkout.ShipTo') }}
        />
      )}
      {fieldErrors['shipping.shipTo.id'] ? (
        <InlineAlert tone="error">{text(fieldErrors['shipping.shipTo.id'])}</InlineAlert>
      ) : null}
      {services.setPrimary && !multi && shipping.shipTo.id !== emptyGuid ? (
        <PrimaryChoice
          label={t('Checkout.ShipTo')}
          kind="shipTo"
          id={shipping.shipTo.id}
          isPrimary={addresses.some((address) => address.id === shipping.shipTo.id && address.isPrimary)}
          setPrimary={services.setPrimary}
        />
      ) : null}
      <Select
        label={t('Checkout.ShipToContact')}
        selectedKey={shipping.shipTo.contactID}
        onSelectionChange={(key) => send({ type: 'SET_SHIP_CONTACT', contactID: String(key ?? emptyGuid) })}
        options={[
          { id: emptyGuid, label: t('Checkout.NoContact') },
          ...lists.contacts.map((contact) => ({
            id: contact.id,
            label: `${contact.fullName} (${contact.email})`,
          })),
        ]}
      />
      {onAddContact ? (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onAddContact}>
            {t('Checkout.AddContact')}
          </Button>
        </div>
      ) : null}
      {services.setPrimary && shipping.shipTo.contactID !== emptyGuid ? (
        <PrimaryChoice
          label={t('Checkout.ShipToContact')}
          kind="contact"
          id={shipping.shipTo.contactID}
          isPrimary={lists.contacts.some(
            (contact) => contact.id === shipping.shipTo.contactID && contact.isPrimary,
          )}
          setPrimary={services.setPrimary}
        />
      ) : null}
      <ShippingMethodPicker
        value={shipping.shippingMethod.method as 1}
        onChange={(method) => send({ type: 'SET_SHIPPING_METHOD', method })}
        notices={notices}
        errorMessage={text(fieldErrors['shipping.shippingMethod.method'])}
        carriers={lists.carriers}
        carrierAccounts={lists.carrierAccounts}
        useMyCarrierAccount={shipping.shippingMethod.useMyCarrierAccount}
        onUseMyCarrierAccountChange={(use) =>
          send(
            use
              ? {
                  type: 'SET_CARRIER',
                  code: shipping.shippingMethod.carrierPayment.carrierCode || (lists.carriers[0]?.code ?? ''),
                }
              : { type: 'SELECT_CARRIER_ACCOUNT', id: emptyGuid },
          )
        }
        noCarrierAccountID={emptyGuid}
        carrierAccountID={shipping.shippingMethod.carrierPayment.carrierAccountID}
        onCarrierAccountIDChange={(id) => send({ type: 'SELECT_CARRIER_ACCOUNT', id })}
        carrierCode={shipping.shippingMethod.carrierPayment.carrierCode}
        onCarrierCodeChange={(code) => send({ type: 'SET_CARRIER', code })}
        accountNumber={shipping.shippingMethod.carrierPayment.accountNumber}
        onAccountNumberChange={(accountNumber) => send({ type: 'SET_CARRIER_ACCOUNT_NUMBER', accountNumber })}
        limits={{ accountNumber: CARRIER_ACCOUNT_NUMBER_LIMITS }}
        errors={{
          carrierCode: text(fieldErrors['shipping.shippingMethod.carrierPayment.carrierCode']),
          accountNumber: text(fieldErrors['shipping.shippingMethod.carrierPayment.accountNumber']),
        }}
      />
      {services.setPrimary &&
      shipping.shippingMethod.useMyCarrierAccount &&
      shipping.shippingMethod.carrierPayment.carrierAccountID !== emptyGuid ? (
        <PrimaryChoice
          label={t('Checkout.CarrierAccount')}
          kind="carrierAccount"
          id={shipping.shippingMethod.carrierPayment.carrierAccountID}
          isPrimary={lists.carrierAccounts.some(
            (account) =>
              account.id === shipping.shippingMethod.carrierPayment.carrierAccountID && account.isPrimary,
          )}
          setPrimary={services.setPrimary}
        />
      ) : null}
      <StepActions send={send} />
    </>
  );
}
