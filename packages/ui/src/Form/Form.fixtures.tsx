import { useState } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Form, type FormProps } from './Form';

type Field = 'company' | 'email' | 'password';

const labels: Record<Field, string> = { company: 'Company name', email: 'E-mail', password: 'Password' };

/**
 * A story's form with its own small rule (the product's rules live outside ui and reach a form as props):
 * every field required, the e-mail with an @. A refused submit counts a refusal; `serverError` refuses every
 * submit the way a failed call would, with no field at fault.
 */
export function FormDemo({
  onSubmit,
  serverError,
  initial = {},
  limits,
  ...props
}: Omit<FormProps, 'onSubmit' | 'error' | 'refusals'> & {
  onSubmit?: (values: Record<Field, string>) => void;
  serverError?: string;
  initial?: Partial<Record<Field, string>>;
  /** The most characters a field takes (its `maxLength`). */
  limits?: Partial<Record<Field, number>>;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    company: '',
    email: '',
    password: '',
    ...initial,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(labels) as Field[])
      if (values[field].trim() === '') found[field] = 'This field is required.';
    if (!found.email && !values.email.includes('@')) found.email = 'Not a valid e-mail address.';
    setErrors(found);
    const refused =
      Object.keys(found).length > 0 ? 'Please enter all required fields and try again.' : serverError;
    setError(refused ?? null);
    if (refused) setRefusals((count) => count + 1);
    else onSubmit?.(values);
  };
  return (
    <Form
      aria-label="Registration"
      style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 480 }}
      {...props}
      error={error}
      refusals={refusals}
      onSubmit={submit}
    >
      {(Object.keys(labels) as Field[]).map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          type={field === 'password' ? 'password' : field === 'email' ? 'email' : 'text'}
          value={values[field]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
          isRequired
          maxLength={limits?.[field]}
          isInvalid={errors[field] !== undefined}
          errorMessage={errors[field]}
        />
      ))}
      <div>
        <Button type="submit">Register</Button>
      </div>
    </Form>
  );
}
