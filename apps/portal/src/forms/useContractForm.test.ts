import { SavedCartTitle } from '@b2b-portal/api';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useContractForm } from './useContractForm';
import { validationFailed } from './validationFailed';

/** A body of the contract: a saved cart's title ('Please enter a title.', trimmed). */
const Body = z.object({ title: SavedCartTitle });

function form(values: { title: string }, send: (body: { title: string }) => Promise<string>) {
  const onDone = vi.fn();
  const hook = renderHook(({ current }) => useContractForm(Body, current, { send, onDone }), {
    initialProps: { current: values },
  });
  return { hook, onDone };
}

describe('useContractForm', () => {
  it('makes no call while the contract refuses the values, and shows its words once the person tried', async () => {
    const send = vi.fn(async () => 'saved');
    const { hook } = form({ title: '   ' }, send);
    expect(hook.result.current.fieldErrors).toEqual({});
    await act(() => hook.result.current.submit());
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.fieldErrors).toEqual({ title: 'Please enter a title.' });
    expect(hook.result.current.error).toBe('Please enter all required fields and try again.');
  });

  it('counts each refused submit, its own check’s and the server’s, so the form announces and focuses again', async () => {
    const send = vi.fn(async () => {
      throw validationFailed('cart.saveCartAsTemplate', [{ path: 'title', message: 'Taken.' }]);
    });
    const { hook } = form({ title: '' }, send);
    expect(hook.result.current.refusals).toBe(0);
    await act(() => hook.result.current.submit());
    await act(() => hook.result.current.submit());
    expect(hook.result.current.refusals).toBe(2);
    hook.rerender({ current: { title: 'Exam room' } });
    await act(() => hook.result.current.submit());
    expect(send).toHaveBeenCalledTimes(1);
    expect(hook.result.current.refusals).toBe(3);
  });

  it('sends the body as the contract parsed it, once, and hands the answer on', async () => {
    let answer: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { hook, onDone } = form({ title: '  Exam room  ' }, send);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = hook.result.current.submit();
    });
    expect(hook.result.current.busy).toBe(true);
    await act(() => hook.result.current.submit());
    await act(async () => {
      answer('saved');
      await first;
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ title: 'Exam room' });
    expect(onDone).toHaveBeenCalledWith('saved');
    expect(hook.result.current.busy).toBe(false);
    // A form that stays open for the next entry (the quote's inquiry) shows no error for the emptied field.
    hook.rerender({ current: { title: '' } });
    expect(hook.result.current.fieldErrors).toEqual({});
  });

  it('shows the server’s field errors of a failed call until their field is edited', async () => {
    const send = vi.fn(async () => {
      throw validationFailed('cart.saveCartAsTemplate', [
        { path: 'title', message: 'The title can be at most 100 characters.' },
      ]);
    });
    const { hook, onDone } = form({ title: 'Exam room' }, send);
    await act(() => hook.result.current.submit());
    expect(onDone).not.toHaveBeenCalled();
    expect(hook.result.current.fieldErrors).toEqual({ title: 'The title can be at most 100 characters.' });
    expect(hook.result.current.error).not.toBeNull();
    act(() => hook.result.current.edited('title'));
    expect(hook.result.current.fieldErrors).toEqual({});
    expect(hook.result.current.error).toBeNull();
  });

  it('takes its schema from a loader: a submit before it has loaded waits for it and checks with it', async () => {
    let loaded: (schema: typeof Body) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Body>((resolve) => (loaded = resolve)));
    const send = vi.fn(async () => 'saved');
    const onDone = vi.fn();
    const hook = renderHook(({ current }) => useContractForm(load, current, { send, onDone }), {
      initialProps: { current: { title: '   ' } },
    });
    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = hook.result.current.submit();
    });
    expect(send).not.toHaveBeenCalled();
    await act(async () => {
      loaded(Body);
      await submitted;
    });
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.fieldErrors).toEqual({ title: 'Please enter a title.' });
    hook.rerender({ current: { title: '  Exam room ' } });
    await act(() => hook.result.current.submit());
    expect(send).toHaveBeenCalledWith({ title: 'Exam room' });
  });

  it('sends once when a second submit comes while the schema is still loading', async () => {
    let loaded: (schema: typeof Body) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Body>((resolve) => (loaded = resolve)));
    const send = vi.fn(async () => 'saved');
    const hook = renderHook(({ current }) => useContractForm(load, current, { send, onDone: vi.fn() }), {
      initialProps: { current: { title: 'Exam room' } },
    });
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = hook.result.current.submit();
    });
    // Enter again in the lone field before the check could run: the form submits again.
    act(() => {
      second = hook.result.current.submit();
    });
    await act(async () => {
      loaded(Body);
      await Promise.all([first, second]);
    });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
