import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useWords } from '../../../i18n/words.ts';
import { presignUploads, putWithProgress, type StoredImage } from '../../../lib/uploads.ts';
import { postWizardWords } from '../i18n/index.ts';
import { queueReducer, releasable, runUploadBatch, type QueueItem } from './upload-queue.ts';

/**
 * The photos on their way to storage, each with its own progress; stored photos leave the queue
 * through `onStored` in the order they were picked (not the order they finished), a failed one
 * waits for Retry or Remove.
 */
export function useUploadQueue(onStored: (image: StoredImage) => void) {
  const t = useWords(postWizardWords);
  const noLinkMessage = t('noUploadLink');
  const [items, dispatch] = useReducer(queueReducer, []);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const storedRef = useRef(onStored);
  useEffect(() => {
    storedRef.current = onStored;
  });

  const forget = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const preview = previews.current.get(id);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(id);
    dispatch({ type: 'remove', id });
  }, []);

  const run = useCallback(
    (batch: readonly Pick<QueueItem, 'id' | 'file'>[]) => {
      for (const item of batch) controllers.current.set(item.id, new AbortController());
      dispatch({ type: 'start', ids: batch.map((i) => i.id) });
      void runUploadBatch({
        items: batch,
        presign: presignUploads,
        put: putWithProgress,
        signalFor: (id) => controllers.current.get(id)?.signal,
        noLinkMessage,
        onProgress: (id, progress) => dispatch({ type: 'progress', id, progress }),
        onStored: (id, image) => {
          if (!controllers.current.has(id)) return; // removed meanwhile
          dispatch({ type: 'stored', id, image });
        },
        onFailed: (id, error) => {
          if (controllers.current.get(id)?.signal.aborted !== false) return;
          dispatch({ type: 'fail', id, error });
        },
      });
    },
    [noLinkMessage],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const batch: QueueItem[] = files.map((file) => {
        const id = crypto.randomUUID();
        const previewUrl = URL.createObjectURL(file);
        previews.current.set(id, previewUrl);
        return { id, file, previewUrl, status: 'preparing', progress: 0, error: null };
      });
      if (batch.length === 0) return;
      dispatch({ type: 'add', items: batch });
      run(batch);
    },
    [run],
  );

  const retry = useCallback((item: QueueItem) => run([item]), [run]);

  // Hand over what is ready, oldest pick first.
  useEffect(() => {
    for (const item of releasable(items)) {
      forget(item.id);
      storedRef.current(item.image);
    }
  }, [items, forget]);

  // Leaving the step stops what is still being sent.
  useEffect(() => {
    const open = controllers.current;
    const urls = previews.current;
    return () => {
      open.forEach((c) => c.abort());
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  return { items, add, retry, remove: forget };
}
