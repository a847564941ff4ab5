import { defineEndpoint } from '@b2b-portal/api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DownloadsProvider, DownloadToastsHost, useDownloads } from './downloads';
// Loaded lazily by the code under test; imported here so its first use is not timed by the test runner's
// first transform of it.
import './downloadToasts';

const { download } = vi.hoisted(() => ({ download: vi.fn() }));
vi.mock('../services/api', () => ({ api: { download } }));

const exportEndpoint = defineEndpoint({
  id: 'test.export',
  method: 'GET',
  path: 'v1.0/test/export',
  access: 'user',
  answer: z.unknown(),
  answerKind: 'file',
  summary: 'A file for the test.',
});

function ExportButton() {
  const downloads = useDownloads();
  return (
    <button type="button" onClick={() => downloads.download(exportEndpoint).catch(() => undefined)}>
      Export
    </button>
  );
}

function setup(save = vi.fn()) {
  render(
    <DownloadsProvider save={save}>
      <ExportButton />
      <DownloadToastsHost />
    </DownloadsProvider>,
  );
  return save;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('downloads in the shell (000 §2.12)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    download.mockReset();
  });

  it('should show the downloading toast, save the file, and remove the toast 1 s after completion', async () => {
    const answer = deferred<unknown>();
    download.mockReturnValue(answer.promise);
    const save = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Downloading file...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');

    const blob = new Blob(['a,b']);
    await act(async () => answer.resolve({ kind: 'file', blob, fileName: 'orders.xlsx' }));
    expect(save).toHaveBeenCalledWith(blob, 'orders.xlsx');
    expect(screen.getByText('Downloading file...')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Downloading file...')).not.toBeInTheDocument();
  });

  it('should move the bar with the part of the file that has arrived, and to 100 when it is saved', async () => {
    const answer = deferred<unknown>();
    download.mockReturnValue(answer.promise);
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    const [, options] = download.mock.calls[0] as [
      unknown,
      { onProgress: (r: number, t: number | null) => void },
    ];

    await act(async () => options.onProgress(10, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await act(async () => options.onProgress(64, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
    await act(async () => options.onProgress(100, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');

    await act(async () => answer.resolve({ kind: 'file', blob: new Blob(['a']), fileName: 'orders.xlsx' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('should turn the toast into the failed toast when the download fails', async () => {
    download.mockRejectedValue(new Error('offline'));
    const save = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Download Failed')).not.toBeInTheDocument();
  });

  it('should close the toast at once when the answer says there is no data', async () => {
    download.mockResolvedValue({ kind: 'noData' });
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await act(async () => undefined);
    expect(screen.queryByText('Downloading file...')).not.toBeInTheDocument();
  });
});
