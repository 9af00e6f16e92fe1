import type { PostDraftMedia } from '../../../stores/post-add-journey-store.ts';

// The stored photos of a draft: order is the seller's, exactly one is primary once there are any.

/** Makes sure one photo is primary: the marked one, else the first. */
export function withPrimary(medias: readonly PostDraftMedia[]): PostDraftMedia[] {
  const primary = Math.max(
    0,
    medias.findIndex((m) => m.isPrimary === true),
  );
  return medias.map((m, i) => ({ ...m, isPrimary: i === primary }));
}

export function addMedia(
  medias: readonly PostDraftMedia[],
  media: PostDraftMedia,
): PostDraftMedia[] {
  return withPrimary([...medias, { ...media, isPrimary: false }]);
}

export function moveMedia(
  medias: readonly PostDraftMedia[],
  from: number,
  to: number,
): PostDraftMedia[] {
  if (from === to || from < 0 || to < 0 || from >= medias.length || to >= medias.length)
    return [...medias];
  const next = [...medias];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function setPrimaryMedia(
  medias: readonly PostDraftMedia[],
  index: number,
): PostDraftMedia[] {
  if (index < 0 || index >= medias.length) return [...medias];
  return medias.map((m, i) => ({ ...m, isPrimary: i === index }));
}

/** Removing the primary photo hands the star to the first one left. */
export function removeMedia(medias: readonly PostDraftMedia[], index: number): PostDraftMedia[] {
  return withPrimary(medias.filter((_, i) => i !== index));
}
