import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

/** A form whose Send is pending while its request runs, and refused when it answers: as the portal's pages do. */
function SendForm({ onSubmit }: { onSubmit: () => void }) {
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setPending(true);
        setRefused(false);
      }}
    >
      <input aria-label="Title" />
      <input aria-label="Comments" />
      <Button type="submit" isPending={pending}>
        Send
      </Button>
      <button
        type="button"
        onClick={() => {
          setPending(false);
          setRefused(true);
        }}
      >
        refuse
      </button>
      {refused ? <p role="alert">Refused</p> : null}
    </form>
  );
}

describe('Button pending', () => {
  it('should keep the keyboard focus while pending and after a refusal', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SendForm onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(screen.getByRole('textbox', { name: 'Comments' }));
    await user.tab();
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveFocus();
    // Pressed again while pending: nothing is sent twice.
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'refuse' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(send).not.toHaveAttribute('aria-disabled');
    // The refusal (the request's answer, not a press: element.click() moves no focus) leaves Send focused.
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('should keep its name while pending: the turning mark is only seen', () => {
    render(<Button isPending>Send</Button>);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('should show no mark on a disabled button, pending or not', () => {
    render(
      <Button isPending isDisabled>
        Unassign selected (0)
      </Button>,
    );
    expect(screen.getByRole('button').querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
