import { can, type TPostDetail, type TTenantRole } from '@dawa/contract';

/**
 * Whether the signed-in person manages the listing here (docs/decisions/018): an organisation's
 * listing with that organisation chosen and a role that manages listings; their own otherwise.
 * The API decides again on every change.
 */
export function managesListing(
  seller: TPostDetail['createdBy'],
  myId: string | null,
  chosen: { id: string | null; role: TTenantRole | null },
): boolean {
  if (myId === null) return false;
  if (seller.organisation === null) return myId === seller.id;
  return seller.organisation.id === chosen.id && can(chosen.role, 'listings.manage');
}
