import { describe, expect, it, vi } from 'vitest';
import { createTestPost } from '../../../test/factories.ts';
import { galleryOrder } from './gallery.tsx';
import { shareLink } from './share-button.tsx';

describe('galleryOrder', () => {
  it('puts the primary photo first and keeps the rest in order', () => {
    const [m] = createTestPost().medias;
    if (!m) throw new Error('factory made no media');
    const a = { ...m, id: 'a', isPrimary: false };
    const b = { ...m, id: 'b', isPrimary: false };
    const c = { ...m, id: 'c', isPrimary: true };
    expect(galleryOrder([a, b, c]).map((x) => x.id)).toEqual(['c', 'a', 'b']);
    expect(galleryOrder([a, b]).map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('shareLink', () => {
  const link = { title: 'Gloves', url: 'https://dawa.example/listing/1' };
  const clipboard = () => ({ writeText: vi.fn(() => Promise.resolve()) }) as never as Clipboard;

  it('uses the share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const nav = { share, clipboard: clipboard() };
    expect(await shareLink(link, nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
  });

  it('says nothing when the person closes the sheet', async () => {
    const nav = {
      share: () => Promise.reject(new DOMException('closed', 'AbortError')),
      clipboard: clipboard(),
    };
    expect(await shareLink(link, nav)).toBe('cancelled');
  });

  it('copies the link without a share sheet, or when sharing fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const nav = { share: undefined as never, clipboard: { writeText } as never as Clipboard };
    expect(await shareLink(link, nav)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
    const failing = { share: () => Promise.reject(new Error('nope')), clipboard: clipboard() };
    expect(await shareLink(link, failing)).toBe('copied');
  });

  it('reports a clipboard that refuses', async () => {
    const nav = {
      share: undefined as never,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) } as never as Clipboard,
    };
    expect(await shareLink(link, nav)).toBe('failed');
  });
});
