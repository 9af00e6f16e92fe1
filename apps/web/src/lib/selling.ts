// Who the signed-in person sells as (docs/decisions/018): the organisation chosen, whose listings and
// shop they post and edit when their role there holds listings.manage; with none chosen, their own
// account. The API decides again on every request; this only shapes the screens.
import { can, type TTenant } from '@dawa/contract';
import { useAuthStore } from '../stores/auth-store.ts';

export interface SellingAs {
  /** The organisation chosen; null: the person sells on their own account. */
  organisation: TTenant | null;
  /** Whether they may post and edit listings and the shop as it. */
  canSell: boolean;
}

export function sellingAs(organisation: TTenant | null, role: TTenant['role'] | null): SellingAs {
  return { organisation, canSell: organisation === null || can(role, 'listings.manage') };
}

export function useSellingAs(): SellingAs {
  const organisation = useAuthStore((s) => s.tenant);
  const role = useAuthStore((s) => s.tenant_role);
  return sellingAs(organisation, role);
}
