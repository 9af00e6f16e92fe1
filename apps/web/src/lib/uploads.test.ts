import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, ZUploadChecksum } from '@dawa/contract';
import {
  checkUploadFile,
  putWithProgress,
  sha256Base64,
  uploadImage,
  UploadError,
} from './uploads.ts';

/** A scripted XMLHttpRequest: records what was sent, then answers as told. */
function fakeXhr(answer: { status: number; body?: string; fail?: boolean }) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = {
    headers: {},
  };
  const xhr = {
    status: 0,
    responseText: '',
    upload: { onprogress: null as ((e: ProgressEvent) => void) | null },
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    onabort: null as (() => void) | null,
    open: (method: string, url: string) => Object.assign(sent, { method, url }),
    setRequestHeader: (name: string, value: string) => (sent.headers[name] = value),
    abort: vi.fn(),
    send(body: unknown) {
      sent.body = body;
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      if (answer.fail) return xhr.onerror?.();
      xhr.status = answer.status;
      xhr.responseText = answer.body ?? '';
      xhr.onload?.();
    },
  };
  return { sent, create: () => xhr as unknown as XMLHttpRequest };
}

const png = (bytes = 8) => new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' });
const target = {
  uploadUrl: '/api/uploads/u/f?sig=1',
  method: 'PUT' as const,
  headers: { 'content-type': 'image/png' },
};

describe('checkUploadFile', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(checkUploadFile({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkUploadFile({ type: 'image/webp', size: 1 })).toBeNull();
  });
  it('refuses other types and bigger files with the contract messages', () => {
    expect(checkUploadFile({ type: 'image/gif', size: 10 })).toBe(UPLOAD_MESSAGES.badType);
    expect(checkUploadFile({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      UPLOAD_MESSAGES.tooBig,
    );
  });
});

describe('sha256Base64', () => {
  it('is the base64 SHA-256 the presign request expects', async () => {
    const sum = await sha256Base64(new Blob(['abc']));
    expect(sum).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    expect(ZUploadChecksum.safeParse(sum).success).toBe(true);
  });
});

describe('putWithProgress', () => {
  it('PUTs the bytes with the signed headers and reports progress', async () => {
    const xhr = fakeXhr({ status: 200, body: '{}' });
    const progress: number[] = [];
    const body = png();
    await putWithProgress({
      target,
      body,
      onProgress: (f) => progress.push(f),
      createXhr: xhr.create,
    });
    expect(xhr.sent).toMatchObject({ method: 'PUT', url: target.uploadUrl, body });
    expect(xhr.sent.headers).toEqual({ 'content-type': 'image/png' });
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the storage's message on a refusal", async () => {
    const xhr = fakeXhr({
      status: 403,
      body: JSON.stringify({ message: UPLOAD_MESSAGES.expired }),
    });
    await expect(putWithProgress({ target, body: png(), createXhr: xhr.create })).rejects.toEqual(
      new UploadError(UPLOAD_MESSAGES.expired, 403),
    );
  });

  it('rejects with a connection message when the network fails', async () => {
    const xhr = fakeXhr({ status: 0, fail: true });
    await expect(
      putWithProgress({ target, body: png(), createXhr: xhr.create }),
    ).rejects.toBeInstanceOf(UploadError);
  });
});

describe('uploadImage', () => {
  it('declares type, size and checksum, then answers where the image lives', async () => {
    const presign = vi.fn().mockResolvedValue([
      {
        ...target,
        key: 'k',
        url: '/api/files/x',
        thumbnailUrl: '/api/files/x/thumb',
        expiresAt: '',
      },
    ]);
    const file = png(12);
    const stored = await uploadImage(file, { presign, createXhr: fakeXhr({ status: 200 }).create });
    expect(presign).toHaveBeenCalledWith([
      { fileType: 'image/png', fileSize: 12, checksum: await sha256Base64(file) },
    ]);
    expect(stored).toEqual({
      name: 'a.png',
      url: '/api/files/x',
      thumbnailUrl: '/api/files/x/thumb',
    });
  });

  it('refuses a file of the wrong type without asking the server', async () => {
    const presign = vi.fn();
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    await expect(uploadImage(gif, { presign })).rejects.toThrow(UPLOAD_MESSAGES.badType);
    expect(presign).not.toHaveBeenCalled();
  });
});
