import { describe, expect, it, vi } from 'vitest';
import { POST_MESSAGES, UPLOAD_MESSAGES, type TPresignResponse } from '@dawa/contract';
import { UploadError } from '../../../lib/uploads.ts';
import {
  admitFiles,
  queueReducer,
  releasable,
  runUploadBatch,
  type QueueItem,
} from './upload-queue.ts';

const file = (name: string, type = 'image/png', size = 4) =>
  new File([new Uint8Array(size)], name, { type });

const target = (n: number): TPresignResponse => ({
  key: `k${String(n)}`,
  method: 'PUT',
  uploadUrl: `/api/uploads/u/${String(n)}`,
  headers: { 'content-type': 'image/png' },
  expiresAt: '2030-01-01T00:00:00.000Z',
  url: `/api/files/${String(n)}`,
  thumbnailUrl: `/api/files/${String(n)}/thumb`,
});

const describeFake = (f: File) =>
  Promise.resolve({ fileType: 'image/png' as const, fileSize: f.size, checksum: `sum-${f.name}` });

describe('admitFiles', () => {
  it('refuses wrong types and files beyond the free slots, with reasons', () => {
    const { accepted, rejected } = admitFiles(
      [
        file('a.png'),
        file('b.gif', 'image/gif'),
        file('c.jpg', 'image/jpeg'),
        file('d.webp', 'image/webp'),
      ],
      2,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'c.jpg']);
    expect(rejected).toEqual([
      { name: 'b.gif', message: UPLOAD_MESSAGES.badType },
      { name: 'd.webp', message: POST_MESSAGES.mediasMax },
    ]);
  });
});

describe('queueReducer', () => {
  const item = (id: string): QueueItem => ({
    id,
    file: file(`${id}.png`),
    previewUrl: `blob:${id}`,
    status: 'preparing',
    progress: 0,
    error: null,
  });

  it('tracks progress, failure, retry and removal per file', () => {
    let items = queueReducer([], { type: 'add', items: [item('a'), item('b')] });
    items = queueReducer(items, { type: 'progress', id: 'a', progress: 0.4 });
    items = queueReducer(items, { type: 'fail', id: 'b', error: 'nope' });
    expect(items.map((i) => [i.id, i.status, i.progress, i.error])).toEqual([
      ['a', 'uploading', 0.4, null],
      ['b', 'error', 0, 'nope'],
    ]);
    items = queueReducer(items, { type: 'start', ids: ['b'] });
    expect(items[1]).toMatchObject({ status: 'preparing', error: null });
    items = queueReducer(items, { type: 'remove', id: 'a' });
    expect(items.map((i) => i.id)).toEqual(['b']);
  });
  it('hands stored photos over in the order they were picked, past failed ones', () => {
    const image = (id: string) => ({ name: id, url: `/f/${id}`, thumbnailUrl: `/f/${id}/t` });
    let items = queueReducer([], { type: 'add', items: ['a', 'b', 'c', 'd'].map(item) });
    // b finished first: it waits for a.
    items = queueReducer(items, { type: 'stored', id: 'b', image: image('b') });
    expect(items[1]).toMatchObject({ status: 'stored', progress: 1 });
    expect(releasable(items)).toEqual([]);
    // a failed: it waits for Retry, b goes ahead; c is still on its way, so d waits.
    items = queueReducer(items, { type: 'fail', id: 'a', error: 'offline' });
    items = queueReducer(items, { type: 'stored', id: 'd', image: image('d') });
    expect(releasable(items).map((i) => i.image.name)).toEqual(['b']);
    items = queueReducer(items, { type: 'stored', id: 'c', image: image('c') });
    expect(releasable(items).map((i) => i.image.name)).toEqual(['b', 'c', 'd']);
  });
});

describe('runUploadBatch', () => {
  it('presigns the batch once, in order, and PUTs each file to its own target', async () => {
    const presign = vi.fn().mockResolvedValue([target(1), target(2)]);
    const put = vi
      .fn()
      .mockImplementation(({ onProgress }: { onProgress: (f: number) => void }) => {
        onProgress(1);
        return Promise.resolve();
      });
    const stored: [string, string][] = [];
    const progress: string[] = [];
    await runUploadBatch({
      items: [
        { id: 'a', file: file('a.png') },
        { id: 'b', file: file('b.png') },
      ],
      presign,
      put,
      describe: describeFake,
      onProgress: (id) => progress.push(id),
      onStored: (id, image) => stored.push([id, image.url]),
      onFailed: () => expect.fail('nothing fails'),
    });
    expect(presign).toHaveBeenCalledTimes(1);
    expect(presign.mock.calls[0]?.[0]).toEqual([
      { fileType: 'image/png', fileSize: 4, checksum: 'sum-a.png' },
      { fileType: 'image/png', fileSize: 4, checksum: 'sum-b.png' },
    ]);
    expect(
      put.mock.calls.map((c) => (c[0] as { target: TPresignResponse }).target.uploadUrl),
    ).toEqual(['/api/uploads/u/1', '/api/uploads/u/2']);
    expect(stored.sort()).toEqual([
      ['a', '/api/files/1'],
      ['b', '/api/files/2'],
    ]);
    expect(progress.sort()).toEqual(['a', 'b']);
  });

  it('fails only the file whose PUT failed', async () => {
    const put = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new UploadError(UPLOAD_MESSAGES.checksumMismatch, 400));
    const failed: [string, string][] = [];
    const stored: string[] = [];
    await runUploadBatch({
      items: [
        { id: 'a', file: file('a.png') },
        { id: 'b', file: file('b.png') },
      ],
      presign: () => Promise.resolve([target(1), target(2)]),
      put,
      describe: describeFake,
      onProgress: () => undefined,
      onStored: (id) => stored.push(id),
      onFailed: (id, message) => failed.push([id, message]),
    });
    expect(stored).toEqual(['a']);
    expect(failed).toEqual([['b', UPLOAD_MESSAGES.checksumMismatch]]);
  });

  it('fails every file when presigning fails, without any PUT', async () => {
    const put = vi.fn();
    const failed: string[] = [];
    await runUploadBatch({
      items: [
        { id: 'a', file: file('a.png') },
        { id: 'b', file: file('b.png') },
      ],
      presign: () => Promise.reject(new TypeError('Failed to fetch')),
      put,
      describe: describeFake,
      onProgress: () => undefined,
      onStored: () => expect.fail('nothing is stored'),
      onFailed: (id) => failed.push(id),
    });
    expect(failed).toEqual(['a', 'b']);
    expect(put).not.toHaveBeenCalled();
  });
});
