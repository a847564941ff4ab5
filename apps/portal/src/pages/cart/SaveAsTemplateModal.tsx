import { SAVED_CART_NOTES_LIMITS, SAVED_CART_TITLE_LIMITS, SaveAsTemplateBody } from '@b2b-portal/api';
import { Button, Form, Modal, TextArea, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../../forms/useContractForm';
import { api } from '../../services/api';
import { cartEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/shop';
import * as styles from '../ShoppingCartPage.css';

/**
 * The cart's "Save as template" dialog, loaded when it is first opened: its form checks the body with the
 * contract's zod schema, which the cart's first paint does without (issue 14).
 */
export default function SaveAsTemplateModal({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (created: { id: string; number: string }) => void;
}) {
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  // The contract's check of the body, in its words ('Please enter a title.').
  const form = useContractForm(
    SaveAsTemplateBody,
    { title, ...(notes.trim() ? { notes } : {}) },
    {
      send: (body) => api.call(cartEndpoints.saveCartAsTemplate, { body, reportProblems: false }),
      onDone: (created) => onSaved({ id: created.id, number: created.documentNumber }),
    },
  );
  const { fieldErrors, error, busy, submit } = form;
  const edit = (field: 'title' | 'notes', set: (value: string) => void) => (value: string) => {
    set(value);
    form.edited(field);
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('ShoppingCart.SaveAsTemplate')}
      footer={
        <>
          <Button variant="ghost" onPress={onClose}>
            {t('Global.Cancel')}
          </Button>
          <Button onPress={() => void submit()} isPending={busy}>
            {t('ShoppingCart.SaveAsTemplate')}
          </Button>
        </>
      }
    >
      <Form className={styles.form} onSubmit={submit} error={error} refusals={form.refusals}>
        <TextField
          label={t('ShoppingCart.TemplateTitle')}
          isRequired
          maxLength={SAVED_CART_TITLE_LIMITS.max}
          value={title}
          onChange={edit('title', setTitle)}
          isInvalid={fieldErrors.title !== undefined}
          errorMessage={fieldErrors.title}
          autoFocus
        />
        <TextArea
          label={t('ShoppingCart.TemplateNotes')}
          maxLength={SAVED_CART_NOTES_LIMITS.max}
          value={notes}
          onChange={edit('notes', setNotes)}
          isInvalid={fieldErrors.notes !== undefined}
          errorMessage={fieldErrors.notes}
        />
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
