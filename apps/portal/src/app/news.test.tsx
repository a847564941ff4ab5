import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type NewsSession, rememberedNews, useNews } from './news';

const holiday = { id: 'n1', subject: 'Holiday shipping cut-off is December 18.' };
const maintenance = { id: 'n2', subject: 'Scheduled maintenance Saturday 2 AM–4 AM EST.' };

const signedIn = (userId: string, news: readonly { id: string; subject: string }[]): NewsSession => ({
  status: 'signedIn',
  userId,
  news,
});

/** A page of the portal: the hook as the shell uses it, from a reload (loading) to the user's answer. */
function openPage(first: NewsSession = { status: 'loading' }) {
  return renderHook((session: NewsSession) => useNews(session), { initialProps: first });
}

afterEach(() => localStorage.clear());

describe('the news strip remembers what a user dismissed in this browser', () => {
  it('keeps a dismissed item away after a reload, from the first frame, until it changes', () => {
    const page = openPage();
    page.rerender(signedIn('u1', [holiday]));
    expect(page.result.current.news).toEqual([holiday]);
    act(() => page.result.current.dismiss?.());
    expect(page.result.current.news).toEqual([]);
    page.unmount();

    // A reload: while the user loads, the strip is drawn from what it last showed, which is nothing now
    // (it used to be the item, which flashed in and went when the user arrived).
    const reload = openPage();
    expect(reload.result.current.news).toEqual([]);
    expect(reload.result.current.dismiss).toBeUndefined();
    reload.rerender(signedIn('u1', [holiday]));
    expect(reload.result.current.news).toEqual([]);

    // A new item shows again, and so does the dismissed one once its subject is edited.
    const edited = { ...holiday, subject: 'Holiday shipping cut-off moved to December 19.' };
    reload.rerender(signedIn('u1', [holiday, maintenance]));
    expect(reload.result.current.news).toEqual([maintenance]);
    reload.rerender(signedIn('u1', [edited, maintenance]));
    expect(reload.result.current.news).toEqual([edited, maintenance]);
  });

  it('is for that user only: another user of the browser still sees the item', () => {
    const page = openPage(signedIn('u1', [holiday]));
    act(() => page.result.current.dismiss?.());
    expect(page.result.current.news).toEqual([]);
    page.rerender({ status: 'signedOut' });
    page.rerender(signedIn('u2', [holiday]));
    expect(page.result.current.news).toEqual([holiday]);
  });

  it('forgets the news it last showed on sign-out, but not the dismissals', () => {
    const page = openPage(signedIn('u1', [holiday, maintenance]));
    expect(rememberedNews()).toEqual([holiday, maintenance]);
    page.rerender({ status: 'signedOut' });
    expect(page.result.current.news).toEqual([]);
    expect(rememberedNews()).toEqual([]);
    page.rerender(signedIn('u1', [holiday, maintenance]));
    act(() => page.result.current.dismiss?.());
    page.rerender({ status: 'signedOut' });
    page.rerender(signedIn('u1', [holiday, maintenance]));
    expect(page.result.current.news).toEqual([]);
  });
});
