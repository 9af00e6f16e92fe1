import { useCallback, useEffect, useRef, useState } from 'react';
import type { TSendMessageRequest, TSendMessageResponse } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { uploadImage } from '../../../lib/uploads.ts';

// Messages on their way: shown at once (optimistic), marked failed with a Retry when the send
// fails. Each carries a client_id, so a retry that reached the server the first time is not
// sent twice (POST /chat/message answers the earlier message).

export interface Outgoing {
  client_id: string;
  kind: 'TEXT' | 'IMAGE';
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  error?: string;
  /** IMAGE: a local preview while it uploads, the upload's progress 0..1, its stored url. */
  previewUrl?: string;
  progress?: number;
  file?: File;
  imageUrl?: string;
}

type Send = (body: TSendMessageRequest) => Promise<TSendMessageResponse>;

export function useOutbox(roomId: string, send: Send) {
  const [items, setItems] = useState<Outgoing[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const patch = useCallback((clientId: string, change: Partial<Outgoing>) => {
    setItems((list) => list.map((o) => (o.client_id === clientId ? { ...o, ...change } : o)));
  }, []);

  const deliver = useCallback(
    async (item: Outgoing) => {
      patch(item.client_id, { status: 'sending', error: undefined });
      try {
        let imageUrl = item.imageUrl;
        if (item.kind === 'IMAGE' && !imageUrl && item.file) {
          const stored = await uploadImage(item.file, {
            onProgress: (progress) => patch(item.client_id, { progress }),
          });
          imageUrl = stored.url;
          patch(item.client_id, { imageUrl });
        }
        await send(
          item.kind === 'IMAGE'
            ? {
                chat_id: roomId,
                message_type: 'IMAGE',
                image_url: imageUrl,
                message: item.text,
                client_id: item.client_id,
              }
            : { chat_id: roomId, message: item.text, client_id: item.client_id },
        );
        setItems((list) => list.filter((o) => o.client_id !== item.client_id));
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      } catch (error) {
        patch(item.client_id, { status: 'failed', error: errorMessage(error) });
      }
    },
    [patch, roomId, send],
  );

  const sendText = useCallback(
    (text: string) => {
      const item: Outgoing = {
        client_id: crypto.randomUUID(),
        kind: 'TEXT',
        text,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setItems((list) => [...list, item]);
      void deliver(item);
    },
    [deliver],
  );

  const sendImage = useCallback(
    (file: File, caption = '') => {
      const item: Outgoing = {
        client_id: crypto.randomUUID(),
        kind: 'IMAGE',
        text: caption,
        createdAt: new Date().toISOString(),
        status: 'sending',
        previewUrl: URL.createObjectURL(file),
        progress: 0,
        file,
      };
      setItems((list) => [...list, item]);
      void deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = itemsRef.current.find((o) => o.client_id === clientId);
      if (item) void deliver(item);
    },
    [deliver],
  );

  const discard = useCallback((clientId: string) => {
    setItems((list) => list.filter((o) => o.client_id !== clientId));
  }, []);

  useEffect(
    () => () => {
      for (const o of itemsRef.current) if (o.previewUrl) URL.revokeObjectURL(o.previewUrl);
    },
    [],
  );

  return { items, sendText, sendImage, retry, discard };
}
