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
import type en from '../i18n/en.ts';

// What each organisation type gets: pharmacies run the back-office (stock, sales, credit) and sell
// on the marketplace; every other type uses the marketplace.

/** A key of the accounts catalogue (docs/i18n.md). */
type WordKey = keyof typeof en;

export interface Plan {
  title: WordKey;
  summary: WordKey;
}

export const PLANS = {
  backOffice: { title: 'planBackOffice', summary: 'planBackOfficeSummary' },
  marketplace: { title: 'planMarketplace', summary: 'planMarketplaceSummary' },
} as const satisfies Record<string, Plan>;

const PHARMACY_TYPES: readonly TOrgType[] = ['PHARMACY', 'RETAIL_PHARMACY'];

export const isPharmacyType = (type: TOrgType | undefined): boolean =>
  type !== undefined && PHARMACY_TYPES.includes(type);

export const planOf = (type: TOrgType): Plan =>
  isPharmacyType(type) ? PLANS.backOffice : PLANS.marketplace;

/**
 * Each type's icon, its name (the contract's ORG_TYPE_LABELS, in the reader's language) and a hint,
 * as keys of the accounts catalogue.
 */
export const ORG_TYPE_DETAILS: Record<TOrgType, { icon: SvgIconComponent; hint: WordKey }> = {
  PHARMACY: { icon: LocalPharmacyOutlined, hint: 'hintPharmacy' },
  RETAIL_PHARMACY: {
    icon: StorefrontOutlined,

    hint: 'hintRetailPharmacy',
  },
  IMPORTER: { icon: FlightLandOutlined, hint: 'hintImporter' },
  WHOLE_SELLER: { icon: WarehouseOutlined, hint: 'hintWholesaler' },
  Distributor: { icon: LocalShippingOutlined, hint: 'hintDistributor' },
  CLINIC: { icon: LocalHospitalOutlined, hint: 'hintClinic' },
  HEALTH_CARE_PROVIDER: {
    icon: MedicalServicesOutlined,

    hint: 'hintHealthCareProvider',
  },
  GOVERNMENT_HEALTH_AGENCY: {
    icon: AccountBalanceOutlined,

    hint: 'hintGovernmentAgency',
  },
  NGO: { icon: VolunteerActivismOutlined, hint: 'hintNgo' },
};

export const PHARMACY_ORG_TYPES = ORG_TYPES.filter((t) => isPharmacyType(t));
export const OTHER_ORG_TYPES = ORG_TYPES.filter((t) => !isPharmacyType(t));

/** "Pharmacy name" for pharmacies, "Organisation name" for the rest (catalogue keys). */
export const nameLabelOf = (type: TOrgType | undefined): WordKey =>
  isPharmacyType(type) ? 'pharmacyName' : 'organisationName';
