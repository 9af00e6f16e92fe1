import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import FlightLandOutlined from '@mui/icons-material/FlightLandOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import { ORG_TYPES, type TOrgType } from '@dawa/contract';

// What each organisation type gets: pharmacies run the back-office (stock, sales, credit) and sell
// on the marketplace; every other type uses the marketplace.

export interface Plan {
  title: string;
  summary: string;
}

export const PLANS = {
  backOffice: {
    title: 'Pharmacy back-office + marketplace',
    summary: 'Catalogue, batches and expiry, point of sale, credit and reports, and your listings.',
  },
  marketplace: {
    title: 'Marketplace',
    summary: 'Post listings with bulk prices, find suppliers, save listings and chat with sellers.',
  },
} as const satisfies Record<string, Plan>;

const PHARMACY_TYPES: readonly TOrgType[] = ['PHARMACY', 'RETAIL_PHARMACY'];

export const isPharmacyType = (type: TOrgType | undefined): boolean =>
  type !== undefined && PHARMACY_TYPES.includes(type);

export const planOf = (type: TOrgType): Plan =>
  isPharmacyType(type) ? PLANS.backOffice : PLANS.marketplace;

export const ORG_TYPE_DETAILS: Record<TOrgType, { icon: SvgIconComponent; hint: string }> = {
  PHARMACY: { icon: LocalPharmacyOutlined, hint: 'Dispenses medicines to patients.' },
  RETAIL_PHARMACY: { icon: StorefrontOutlined, hint: 'A retail outlet or a branch of a chain.' },
  IMPORTER: { icon: FlightLandOutlined, hint: 'Brings products into the country.' },
  WHOLE_SELLER: { icon: WarehouseOutlined, hint: 'Sells in bulk to pharmacies and clinics.' },
  Distributor: { icon: LocalShippingOutlined, hint: 'Moves stock from importers to sellers.' },
  CLINIC: { icon: LocalHospitalOutlined, hint: 'Buys medicines and supplies for its patients.' },
  HEALTH_CARE_PROVIDER: {
    icon: MedicalServicesOutlined,
    hint: 'Hospitals, laboratories and others.',
  },
  GOVERNMENT_HEALTH_AGENCY: {
    icon: AccountBalanceOutlined,
    hint: 'Public health offices and programmes.',
  },
  NGO: { icon: VolunteerActivismOutlined, hint: 'Non-profit health programmes.' },
};

export const PHARMACY_ORG_TYPES = ORG_TYPES.filter((t) => isPharmacyType(t));
export const OTHER_ORG_TYPES = ORG_TYPES.filter((t) => !isPharmacyType(t));

/** "Pharmacy name" for pharmacies, "Organisation name" for the rest. */
export const nameLabelOf = (type: TOrgType | undefined): string =>
  isPharmacyType(type) ? 'Pharmacy name' : 'Organisation name';
