import { TextField } from '@b2b-portal/ui';
import { t } from '../../services/messages/checkout';
import * as styles from '../CheckoutFlow.css';
import { StepActions, type StepProps, text } from './shared';

const endUserFields = [
  ['name', t('Checkout.Field.OrganisationName')],
  ['line1', t('Checkout.Field.AddressLine1')],
  ['line2', t('Checkout.Field.AddressLine2')],
  ['city', t('Checkout.Field.City')],
  ['state', t('Checkout.Field.State')],
  ['zipCode', t('Checkout.Field.ZipCode')],
  ['firstName', t('Checkout.Field.ContactFirstName')],
  ['lastName', t('Checkout.Field.ContactLastName')],
  ['email', t('Checkout.Field.Email')],
  ['phone', t('Checkout.Field.Phone')],
] as const;

export function EndUserStep({ snapshot, send }: StepProps) {
  const { workflowData, fieldErrors } = snapshot.context;
  const endUser = workflowData.endUserAddress;
  // The step's fields below its heading (the flow draws the heading and the form, `StepFrame`).
  return (
    <>
      <p className={styles.muted}>{t('Checkout.EndUserHint')}</p>
      <div className={styles.fields}>
        {endUserFields.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            value={endUser[field]}
            onChange={(value) => send({ type: 'SET_END_USER', fields: { [field]: value } })}
            isInvalid={Boolean(fieldErrors[`endUserAddress.${field}`])}
            errorMessage={text(fieldErrors[`endUserAddress.${field}`])}
          />
        ))}
      </div>
      <StepActions send={send} />
    </>
  );
}
