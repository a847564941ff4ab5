import {
  CART_QUANTITY_LIMITS,
  CUSTOM_REQUEST_ITEM_LIMITS,
  CustomRequestItemBody,
  type ShoppingCart,
} from '@b2b-portal/api';
import { Button, Form, Modal, NumberField, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../../forms/useContractForm';
import { api } from '../../services/api';
import { cartEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/shop';
import * as styles from '../ShopPage.css';

type TextFieldName = keyof typeof CUSTOM_REQUEST_ITEM_LIMITS;

const emptyCustomItem: CustomRequestItemBody = {
  manufacturerName: '',
  manufacturerPart: '',
  description: '',
  quantity: 1,
};

const textFields: readonly {
  name: TextFieldName;
  label: 'Shop.Manufacturer' | 'Shop.ManufacturerPart' | 'Shop.Description';
}[] = [
  { name: 'manufacturerName', label: 'Shop.Manufacturer' },
  { name: 'manufacturerPart', label: 'Shop.ManufacturerPart' },
  { name: 'description', label: 'Shop.Description' },
];

/**
 * A product the catalogue does not list: it goes into the cart as a request item (pricing to be quoted). The
 * contract's `CustomRequestItemBody` checks what was typed before the call, in its words, and the server's field
 * errors land on their fields after it.
 */
export function CustomRequestModal({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (cart: ShoppingCart) => void;
}) {
  const [item, setItem] = useState<CustomRequestItemBody>(emptyCustomItem);
  const form = useContractForm(CustomRequestItemBody, item, {
    send: (body) => api.call(cartEndpoints.addCustomRequestItem, { body, reportProblems: false }),
    onDone: onAdded,
  });
  const { fieldErrors, error, busy, submit } = form;
  const edit = <K extends keyof CustomRequestItemBody>(field: K, value: CustomRequestItemBody[K]) => {
    setItem((current) => ({ ...current, [field]: value }));
    form.edited(field);
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Shop.CustomRequestItem')}
      footer={
        <>
          <Button variant="ghost" onPress={onClose}>
            {t('Global.Cancel')}
          </Button>
          <Button onPress={() => void submit()} isPending={busy}>
            {t('Shop.AddCustomRequestItem')}
          </Button>
        </>
      }
    >
      <p>{t('Shop.CustomRequestHelp')}</p>
      <Form className={styles.form} onSubmit={submit} error={error} refusals={form.refusals}>
        {textFields.map(({ name, label }) => (
          <TextField
            key={name}
            label={t(label)}
            isRequired
            validationBehavior="aria"
            maxLength={CUSTOM_REQUEST_ITEM_LIMITS[name].max}
            value={item[name]}
            onChange={(value) => edit(name, value)}
            isInvalid={fieldErrors[name] !== undefined}
            errorMessage={fieldErrors[name]}
          />
        ))}
        <NumberField
          label={t('Shop.Quantity')}
          minValue={CART_QUANTITY_LIMITS.min}
          maxValue={CART_QUANTITY_LIMITS.max}
          value={item.quantity}
          onChange={(quantity) =>
            edit('quantity', Number.isFinite(quantity) ? quantity : CART_QUANTITY_LIMITS.min)
          }
          isInvalid={fieldErrors.quantity !== undefined}
          errorMessage={fieldErrors.quantity}
        />
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
