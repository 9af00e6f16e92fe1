import type { TShop } from '@dawa/contract';
import type { ShopRow } from './shops.repo.ts';

export function toShop(row: ShopRow, listings: number): TShop {
  return {
    id: row.id,
    owner_id: row.ownerId,
    name: row.name,
    description: row.description,
    logo: row.logo,
    address: row.address,
    city: row.city,
    phone_number: row.phoneNumber,
    delivery_locations: row.deliveryLocations,
    organisation:
      row.tenantId && row.organisationName
        ? { id: row.tenantId, name: row.organisationName }
        : null,
    listings,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
