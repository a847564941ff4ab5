import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Button } from './Button';

const orphans = () =>
  [...document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')].filter(
    (node) => !document.getElementById(node.getAttribute('aria-labelledby') ?? ''),
  );

function PlaceOrder() {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  if (state === 'done') return <p>Order placed</p>;
  return (
    <>
      <Button isPending={state === 'pending'}>Place order</Button>
      <button type="button" onClick={() => setState('pending')}>
        go pending
      </button>
      <button type="button" onClick={() => setState('done')}>
        finish
      </button>
    </>
  );
}

function TwoButtons() {
  const [saving, setSaving] = useState(false);
  const [showCancel, setShowCancel] = useState(true);
  return (
    <>
      <Button isPending={saving}>Save</Button>
      {showCancel ? <Button isPending>Cancel</Button> : null}
      <button type="button" onClick={() => setSaving(true)}>
        save
      </button>
      <button type="button" onClick={() => setShowCancel(false)}>
        drop cancel
      </button>
    </>
  );
}

describe('Button pending announcements', () => {
  // The announcer lives in the body across tests: each starts from empty logs.
  beforeEach(() => {
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  });

  it('leaves no announcement naming a pending button that is gone', async () => {
    render(<PlaceOrder />);
    act(() => screen.getByRole('button', { name: 'Place order' }).focus());
    act(() => screen.getByRole('button', { name: 'go pending' }).click());
    // react-aria announced the pending button by a node labelled by its id.
    const announced = document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]');
    expect(announced.length).toBeGreaterThan(0);
    act(() => screen.getByRole('button', { name: 'finish' }).click());
    expect(screen.getByText('Order placed')).toBeInTheDocument();
    expect(orphans()).toHaveLength(0);
  });

  it('keeps the announcement of a pending button still on the page when another one leaves', () => {
    render(<TwoButtons />);
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    act(() => screen.getByRole('button', { name: 'save' }).click());
    const saveId = screen.getByRole('button', { name: 'Save' }).id;
    const labelledBySave = () =>
      document.querySelectorAll(`[data-live-announcer] [role="img"][aria-labelledby="${saveId}"]`);
    expect(labelledBySave().length).toBeGreaterThan(0);
    act(() => screen.getByRole('button', { name: 'drop cancel' }).click());
    expect(labelledBySave().length).toBeGreaterThan(0);
    expect(orphans()).toHaveLength(0);
  });
});
