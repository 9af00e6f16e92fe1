import { POST_MESSAGES, type TPresignRequest, type TPresignResponse } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import {
  UploadError,
  checkUploadFile,
  describeUpload,
  type PutOptions,
  type StoredImage,
} from '../../../lib/uploads.ts';
import { postWizardWords } from '../i18n/index.ts';

// The photos being sent right now. Finished ones leave the queue for the draft; failed ones stay
// with their reason and a Retry. Pure functions here, the React state in use-upload-queue.ts.

/** `stored`: sent, waiting for the photos picked before it (the draft keeps the picked order). */
export type QueueStatus = 'preparing' | 'uploading' | 'stored' | 'error';

export interface QueueItem {
  id: string;
  file: File;
  /** A local preview (object URL) while the file is not stored yet. */
  previewUrl: string;
  status: QueueStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  error: string | null;
  /** Once stored: what the draft gets. */
  image?: StoredImage;
}

export interface Rejected {
  name: string;
  message: string;
}

/** Splits picked files into those that may be sent and those refused with a reason. */
export function admitFiles(
  files: readonly File[],
  slotsLeft: number,
): { accepted: File[]; rejected: Rejected[] } {
  const accepted: File[] = [];
  const rejected: Rejected[] = [];
  for (const file of files) {
    const problem = checkUploadFile(file);
    if (problem) rejected.push({ name: file.name, message: problem });
    else if (accepted.length >= slotsLeft)
      rejected.push({ name: file.name, message: POST_MESSAGES.mediasMax });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

export type QueueAction =
  | { type: 'add'; items: QueueItem[] }
  | { type: 'start'; ids: string[] }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'stored'; id: string; image: StoredImage }
  | { type: 'fail'; id: string; error: string }
  | { type: 'remove'; id: string };

export function queueReducer(items: QueueItem[], action: QueueAction): QueueItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return items.map((item) =>
        action.ids.includes(item.id)
          ? { ...item, status: 'preparing', progress: 0, error: null }
          : item,
      );
    case 'progress':
      return items.map((item) =>
        item.id === action.id ? { ...item, status: 'uploading', progress: action.progress } : item,
      );
    case 'stored':
      return items.map((item) =>
        item.id === action.id
          ? { ...item, status: 'stored', progress: 1, image: action.image }
          : item,
      );
    case 'fail':
      return items.map((item) =>
        item.id === action.id ? { ...item, status: 'error', error: action.error } : item,
      );
    case 'remove':
      return items.filter((item) => item.id !== action.id);
  }
}

/**
 * The stored photos that may join the draft now, in the order they were picked: those before the
 * first still on its way. A failed one waits for Retry without holding back the ones after it.
 */
export function releasable(items: readonly QueueItem[]): (QueueItem & { image: StoredImage })[] {
  const ready: (QueueItem & { image: StoredImage })[] = [];
  for (const item of items) {
    if (item.status === 'error') continue;
    if (item.status !== 'stored' || !item.image) break;
    ready.push({ ...item, image: item.image });
  }
  return ready;
}

export interface BatchOptions {
  items: readonly Pick<QueueItem, 'id' | 'file'>[];
  presign: (uploads: TPresignRequest[]) => Promise<TPresignResponse[]>;
  put: (options: Omit<PutOptions, 'createXhr'>) => Promise<void>;
  onProgress: (id: string, fraction: number) => void;
  onStored: (id: string, image: StoredImage) => void;
  onFailed: (id: string, message: string) => void;
  signalFor?: (id: string) => AbortSignal | undefined;
  describe?: (file: File) => Promise<TPresignRequest>;
  /** What a file without an upload link says, in the reader's language (the page's catalogue). */
  noLinkMessage?: string;
}

const reason = (error: unknown): string =>
  error instanceof UploadError ? error.message : errorMessage(error);

/**
 * Sends a batch: every file hashed, one bulk presign for all, then the PUTs side by side. Each
 * file ends in exactly one of onStored or onFailed; the promise never rejects.
 */
export async function runUploadBatch({
  items,
  presign,
  put,
  onProgress,
  onStored,
  onFailed,
  signalFor = () => undefined,
  describe = describeUpload,
  noLinkMessage = postWizardWords.en.noUploadLink,
}: BatchOptions): Promise<void> {
  if (items.length === 0) return;
  let targets: TPresignResponse[];
  try {
    const requests = await Promise.all(items.map((item) => describe(item.file)));
    targets = await presign(requests);
  } catch (error) {
    for (const item of items) onFailed(item.id, reason(error));
    return;
  }
  await Promise.all(
    items.map(async (item, i) => {
      const target = targets[i];
      if (!target) {
        onFailed(item.id, noLinkMessage);
        return;
      }
      try {
        await put({
          target,
          body: item.file,
          onProgress: (fraction) => onProgress(item.id, fraction),
          signal: signalFor(item.id),
        });
        onStored(item.id, {
          name: item.file.name,
          url: target.url,
          thumbnailUrl: target.thumbnailUrl,
        });
      } catch (error) {
        onFailed(item.id, reason(error));
      }
    }),
  );
}
