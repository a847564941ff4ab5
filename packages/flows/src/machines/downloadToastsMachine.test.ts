import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { downloadAnimationDuration, downloadToastText, initialDownloadProgress } from '../rules/downloads';
import { type DownloadToastsEvent, downloadToastsMachine } from './downloadToastsMachine';

function startToasts() {
  const clock = new SimulatedClock();
  const actor = createActor(downloadToastsMachine, { clock }).start();
  const send = (...events: DownloadToastsEvent[]) => {
    for (const event of events) actor.send(event);
  };
  const toasts = () => actor.getSnapshot().context.toasts;
  return { clock, actor, send, toasts };
}

describe('download toast rules (000 §2.12)', () => {
  it.each([
    { progress: 0, shown: 30 },
    { progress: 1, shown: 30 },
    { progress: 28, shown: 30 },
    { progress: 29, shown: 29 },
    { progress: 30, shown: 30 },
    { progress: 75, shown: 75 },
  ])('should start a toast at $progress % as $shown %', ({ progress, shown }) => {
    expect(initialDownloadProgress(progress)).toBe(shown);
  });

  it.each([
    { progress: 0, duration: 5_000 },
    { progress: 30, duration: 5_000 },
    { progress: 31, duration: 1_000 },
    { progress: 100, duration: 1_000 },
  ])('should animate the bar at $progress % over $duration ms', ({ progress, duration }) => {
    expect(downloadAnimationDuration(progress)).toBe(duration);
  });

  it.each([
    { failed: false, text: { tone: 'info', title: 'Download.Title', message: 'Download.InProgress' } },
    {
      failed: true,
      text: { tone: 'error', title: 'Download.FailedTitle', message: 'Download.FailedMessage' },
    },
  ])('should word a toast with failed $failed as $text.title', ({ failed, text }) => {
    expect(downloadToastText({ failed })).toEqual(text);
  });
});

describe('downloadToastsMachine (000 §2.12)', () => {
  it.each<{ case: string; events: DownloadToastsEvent[]; toasts: object[] }>([
    {
      case: 'a started download below 29 %',
      events: [{ type: 'START', downloadId: 'a', progress: 5 }],
      toasts: [{ downloadId: 'a', isDownloading: true, downloadProgression: 30, failed: false }],
    },
    {
      case: 'a started download without progress',
      events: [{ type: 'START', downloadId: 'a' }],
      toasts: [{ downloadId: 'a', downloadProgression: 30 }],
    },
    {
      case: 'progress on the matching toast only',
      events: [
        { type: 'START', downloadId: 'a', progress: 40 },
        { type: 'START', downloadId: 'b', progress: 40 },
        { type: 'PROGRESS', downloadId: 'b', progress: 70 },
      ],
      toasts: [
        { downloadId: 'a', downloadProgression: 40 },
        { downloadId: 'b', downloadProgression: 70 },
      ],
    },
    {
      case: 'progress for an unknown download',
      events: [{ type: 'PROGRESS', downloadId: 'x', progress: 50 }],
      toasts: [],
    },
    {
      case: 'a failed download',
      events: [
        { type: 'START', downloadId: 'a', progress: 40 },
        { type: 'FAIL', downloadId: 'a' },
      ],
      toasts: [{ downloadId: 'a', isDownloading: false, failed: true, downloadProgression: 40 }],
    },
    {
      case: 'a closed toast',
      events: [
        { type: 'START', downloadId: 'a', progress: 40 },
        { type: 'START', downloadId: 'b', progress: 40 },
        { type: 'CLOSE', downloadId: 'a' },
      ],
      toasts: [{ downloadId: 'b' }],
    },
    {
      case: 'a restarted download',
      events: [
        { type: 'START', downloadId: 'a', progress: 40 },
        { type: 'FAIL', downloadId: 'a' },
        { type: 'START', downloadId: 'a', progress: 10 },
      ],
      toasts: [{ downloadId: 'a', isDownloading: true, failed: false, downloadProgression: 30 }],
    },
  ])('should hold the right toasts after $case', ({ events, toasts }) => {
    const t = startToasts();
    t.send(...events);
    expect(t.toasts()).toHaveLength(toasts.length);
    toasts.forEach((toast, i) => {
      expect(t.toasts()[i]).toMatchObject(toast);
    });
  });

  it('should remove a toast 1 s after it reaches 100 %', () => {
    const t = startToasts();
    t.send(
      { type: 'START', downloadId: 'a', progress: 40 },
      { type: 'PROGRESS', downloadId: 'a', progress: 100 },
    );
    t.clock.increment(999);
    expect(t.toasts().map((x) => x.downloadId)).toEqual(['a']);
    t.clock.increment(1);
    expect(t.toasts()).toEqual([]);
  });

  it('should remove only the finished toast', () => {
    const t = startToasts();
    t.send(
      { type: 'START', downloadId: 'a', progress: 40 },
      { type: 'START', downloadId: 'b', progress: 40 },
      { type: 'PROGRESS', downloadId: 'a', progress: 100 },
    );
    t.clock.increment(1_000);
    expect(t.toasts().map((x) => x.downloadId)).toEqual(['b']);
  });

  it('should keep a failed toast that had reached 100 % until it is closed', () => {
    const t = startToasts();
    t.send({ type: 'START', downloadId: 'a', progress: 100 }, { type: 'FAIL', downloadId: 'a' });
    t.clock.increment(5_000);
    expect(t.toasts()).toMatchObject([{ downloadId: 'a', failed: true }]);
    t.send({ type: 'CLOSE', downloadId: 'a' });
    expect(t.toasts()).toEqual([]);
  });

  it('should not let an old removal take away a restarted download', () => {
    const t = startToasts();
    t.send({ type: 'START', downloadId: 'a', progress: 100 });
    t.clock.increment(500);
    t.send({ type: 'START', downloadId: 'a', progress: 40 });
    t.clock.increment(1_000);
    expect(t.toasts()).toMatchObject([{ downloadId: 'a', isDownloading: true, downloadProgression: 40 }]);
  });

  it('should honour a removal delay given by the app', () => {
    const clock = new SimulatedClock();
    const actor = createActor(downloadToastsMachine.provide({ delays: { COMPLETE_REMOVE_DELAY: 3_000 } }), {
      clock,
    }).start();
    actor.send({ type: 'START', downloadId: 'a', progress: 100 });
    clock.increment(2_999);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(0);
  });
});
