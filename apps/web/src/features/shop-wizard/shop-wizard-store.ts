import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, type TDeliveryLocation, type TShop } from '@dawa/contract';
import { readStoredWhileHydrating } from '../../stores/stored-while-hydrating.ts';

// The draft of the five-step shop wizard (the shop, then its first product), kept across reloads
// until it is published. A guest may fill it all in; publishing asks them to sign in.

/** A stored photo: what the listing sends plus its thumbnail for the tiles. */
export interface DraftPhoto {
  name: string;
  url: string;
  thumbnailUrl: string;
}

/** The shop's fields as typed (phone may be blank while typing). */
export interface ShopDraft {
  name?: string;
  description?: string;
  logo?: string | null;
  address?: string;
  city?: string;
  phone_number?: string;
  delivery_locations?: TDeliveryLocation[];
}

/** The first product as typed on steps 3 and 4 (numbers as text); photos' first is primary. */
export interface ProductFields {
  photos: DraftPhoto[];
  title: string;
  description: string;
  category: string;
  sub_category: string;
  condition: string;
  price: string;
  negotiable: boolean;
  contactPhone: string;
  location: string;
}
export interface ExtraFields {
  bulk_available: boolean;
  bulk_price: string;
  bulk_quantity: string;
  delivery_available: boolean;
  delivery_note: string;
  warranty_note: string;
  additional_note: string;
}
export type ProductDraft = Partial<ProductFields & ExtraFields>;

export type ShopStepKey = 'basics' | 'location' | 'product' | 'extra' | 'review';

/** What the confirmation page shows after publishing. */
export interface PublishedShop {
  shopId: string;
  shopName: string;
  postId: string;
  postTitle: string;
}

export interface ShopWizardState {
  shop: ShopDraft;
  product: ProductDraft;
  /** Steps whose Next was pressed with valid fields. */
  done: ShopStepKey[];
  /** The existing shop the draft was filled from (editing rather than creating). */
  editingShopId: string | null;
  published: PublishedShop | null;
  saveShop: (patch: ShopDraft) => void;
  saveProduct: (patch: ProductDraft) => void;
  markDone: (step: ShopStepKey, isDone?: boolean) => void;
  /** Starts from the caller's existing shop, keeping anything of the product typed so far. */
  prefillFromShop: (shop: TShop) => void;
  finish: (published: PublishedShop) => void;
  reset: () => void;
}

const EMPTY = {
  shop: {},
  product: {},
  done: [] as ShopStepKey[],
  editingShopId: null,
  published: null,
};

export const useShopWizardStore = readStoredWhileHydrating(
  create<ShopWizardState>()(
    persist(
      (set, get) => ({
        ...EMPTY,
        saveShop: (patch) => set({ shop: { ...get().shop, ...patch } }),
        saveProduct: (patch) => set({ product: { ...get().product, ...patch } }),
        markDone: (step, isDone = true) => {
          const rest = get().done.filter((s) => s !== step);
          set({ done: isDone ? [...rest, step] : rest });
        },
        prefillFromShop: (shop) =>
          set({
            editingShopId: shop.id,
            shop: {
              name: shop.name,
              description: shop.description ?? '',
              logo: shop.logo,
              address: shop.address,
              city: shop.city,
              phone_number: shop.phone_number ?? '',
              delivery_locations: shop.delivery_locations,
            },
          }),
        finish: (published) => set({ ...EMPTY, published }),
        reset: () => set({ ...EMPTY }),
      }),
      {
        name: STORAGE_KEYS.shopSetupJourney,
        version: 0,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ shop, product, done, editingShopId, published }) => ({
          shop,
          product,
          done,
          editingShopId,
          published,
        }),
      },
    ),
  ),
);
