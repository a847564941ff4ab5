import { type AddUserAnswer, type AddUserBody, USER_LIMITS } from '@b2b-portal/api';
import { Button, Form, Modal, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../forms/useContractForm';
import { api } from '../services/api';
import { userEndpoints } from '../services/endpoints';
import { t } from '../services/messages/users';
import * as styles from './users.css';

const loadAddUserBody = () => import('./userSchemas').then((module) => module.AddUserBody);

const fields = ['firstName', 'lastName', 'email', 'phone'] as const;
const labels = {
  firstName: 'User.FirstName',
  lastName: 'User.LastName',
  email: 'User.Email',
  phone: 'User.Phone',
} as const;

/**
 * The new-user dialog (002 §7 user add): names, e-mail (their username) and phone. The user is created enabled
 * and without a password; roles and permissions are set on their page, where the dialog leads.
 */
export function NewUserDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (answer: AddUserAnswer, body: AddUserBody) => void;
}) {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const form = useContractForm(loadAddUserBody, values, {
    send: async (body: AddUserBody) => ({
      answer: await api.call(userEndpoints.addUser, { body, reportProblems: false }),
      body,
    }),
    onDone: ({ answer, body }) => onCreated(answer, body),
    // 409 UserExists (the e-mail is the username, 002 §7): said on the E-mail field, which takes the focus.
    problemFields: { UserExists: 'email' },
  });
  const { fieldErrors, error, refusals, busy, submit } = form;
  return (
    <Modal isOpen onOpenChange={(open) => (open ? null : onClose())} title={t('Users.NewTitle')}>
      {/* ui's Form: a refused submit announces the message again and takes the focus to the first invalid field. */}
      <Form onSubmit={submit} error={error} refusals={refusals} className={styles.form}>
        {fields.map((name) => (
          <TextField
            key={name}
            label={t(labels[name])}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            value={values[name]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [name]: value }));
              form.edited(name);
            }}
            maxLength={USER_LIMITS[name]}
            isRequired={name !== 'phone'}
            isInvalid={fieldErrors[name] !== undefined}
            errorMessage={fieldErrors[name]}
            autoFocus={name === 'firstName'}
          />
        ))}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t('Users.Cancel')}
          </Button>
          <Button type="submit" isPending={busy}>
            {t('Users.Create')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
