import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityField } from '../NumberField/QuantityField';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Form } from './Form';

/** A work item request's shape: a required choice first, then a required text field (002 §5). */
function Request({ choiceFirst }: { choiceFirst: boolean }) {
  const [refusals, setRefusals] = useState(0);
  const refused = refusals > 0;
  const choice = (
    <Select
      key="level"
      label="Support Level"
      isRequired
      placeholder="Choose one"
      options={[
        { id: 1, label: 'Cisco TAC 8x5' },
        { id: 2, label: 'Cisco TAC 24x7' },
      ]}
      isInvalid={refused}
      errorMessage={refused ? 'This field is required.' : undefined}
    />
  );
  const text = (
    <TextField
      key="serials"
      label="Serial numbers"
      isRequired
      isInvalid={refused}
      errorMessage={refused ? 'This field is required.' : undefined}
    />
  );
  return (
    <Form
      aria-label="Request"
      error={refused ? 'Please enter all required fields and try again.' : null}
      refusals={refusals}
      onSubmit={() => setRefusals((count) => count + 1)}
    >
      {choiceFirst ? [choice, text] : [text, choice]}
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form: a refused submit moves the focus to the first invalid field', () => {
  it('to a Select when it comes first (its button, not the hidden native select)', () => {
    render(<Request choiceFirst />);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    act(() => save.click());
    expect(screen.getByText('Please enter all required fields and try again.')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Support Level/ }));
  });

  it('to a text field when it comes first', () => {
    render(<Request choiceFirst={false} />);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    act(() => save.click());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Serial numbers/ }));
  });
});

/** A quote's quantity typed wrong ('2.5'): the field marks its group (steppers around the input) invalid. */
function Quantity() {
  const [refusals, setRefusals] = useState(0);
  return (
    <Form aria-label="Quote" refusals={refusals} onSubmit={() => setRefusals((count) => count + 1)}>
      <QuantityField label="Quantity" value="2.5" onChange={() => undefined} maxQuantity={99_999} />
      <button type="submit">Submit</button>
    </Form>
  );
}

describe('Form: a quantity refused', () => {
  it('focuses its input, not the minus button before it (kept out of the Tab order)', () => {
    render(<Quantity />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    act(() => submit.focus());
    act(() => submit.click());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Quantity' }));
  });
});
