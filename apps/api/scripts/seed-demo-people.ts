// Who the demo city is made of: organisations of every type of the contract, their people and
// where in Addis Ababa they sit. Names are common Ethiopian given names and patronymics.
import type { TOrgType } from '@dawa/contract';

export const DEMO_EMAIL_DOMAIN = 'demo.dawa.et';
/** Every demo account signs in with this password (README quick start). */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_EMAIL_DOMAIN}`;
export const DEMO_CITY = 'Addis Ababa';

export const GIVEN_NAMES = [
  'Abebe',
  'Almaz',
  'Bekele',
  'Bethlehem',
  'Dawit',
  'Eden',
  'Fikirte',
  'Getachew',
  'Hana',
  'Henok',
  'Kidist',
  'Lemlem',
  'Mekdes',
  'Meron',
  'Mulugeta',
  'Nahom',
  'Rahel',
  'Samuel',
  'Selamawit',
  'Solomon',
  'Tsion',
  'Tewodros',
  'Yared',
  'Yohannes',
  'Zewditu',
  'Biruk',
  'Hiwot',
  'Kaleb',
  'Liya',
  'Mahlet',
  'Natnael',
  'Saron',
  'Tigist',
  'Yonas',
  'Amanuel',
  'Ruth',
] as const;

export const FATHER_NAMES = [
  'Kebede',
  'Tesfaye',
  'Alemu',
  'Girma',
  'Haile',
  'Mengistu',
  'Tadesse',
  'Wolde',
  'Bekele',
  'Desta',
  'Gebremedhin',
  'Assefa',
  'Demissie',
  'Ayele',
  'Negash',
  'Abera',
  'Mekonnen',
  'Worku',
  'Tilahun',
  'Lemma',
  'Shiferaw',
  'Yilma',
  'Fikre',
  'Gebeyehu',
] as const;

/** A street, the neighbourhood, its sub-city and a landmark, as addresses are given in Addis Ababa. */
export const NEIGHBOURHOODS = [
  { street: 'Bole Road', area: 'Bole', subCity: 'Bole', landmark: 'near Edna Mall' },
  {
    street: 'Cameroon Street',
    area: 'Bole Medhanialem',
    subCity: 'Bole',
    landmark: 'behind Medhanialem church',
  },
  { street: 'Adwa Street', area: 'Piassa', subCity: 'Arada', landmark: 'near Cathedral School' },
  {
    street: 'Ethiopia Street',
    area: 'Merkato',
    subCity: 'Addis Ketema',
    landmark: 'Anwar mosque area',
  },
  {
    street: 'Menelik II Avenue',
    area: 'Kazanchis',
    subCity: 'Kirkos',
    landmark: 'near Intercontinental Hotel',
  },
  {
    street: 'King George VI Street',
    area: 'Arat Kilo',
    subCity: 'Arada',
    landmark: 'opposite the university science faculty',
  },
  {
    street: 'Entoto Avenue',
    area: 'Sidist Kilo',
    subCity: 'Gulele',
    landmark: 'near Black Lion Hospital',
  },
  {
    street: 'Haile Gebreselassie Road',
    area: 'Megenagna',
    subCity: 'Yeka',
    landmark: 'Zefmesh Grand Mall',
  },
  { street: 'CMC Road', area: 'CMC', subCity: 'Yeka', landmark: 'Michael church road' },
  {
    street: 'Nelson Mandela Street',
    area: 'Sarbet',
    subCity: 'Kolfe Keranio',
    landmark: 'near Canadian embassy',
  },
  {
    street: 'Ras Mekonnen Avenue',
    area: 'Mexico',
    subCity: 'Kirkos',
    landmark: 'Wabi Shebelle building',
  },
  {
    street: 'Abune Petros Street',
    area: 'Lideta',
    subCity: 'Lideta',
    landmark: 'near Lideta court',
  },
  { street: 'Gerji Road', area: 'Gerji', subCity: 'Bole', landmark: 'Gerji Mebrat Hail' },
  {
    street: 'Haile Gebreselassie Road',
    area: 'Haya Hulet',
    subCity: 'Yeka',
    landmark: '22 Mazoria',
  },
  { street: 'Kality Road', area: 'Kality', subCity: 'Akaky Kaliti', landmark: 'industrial zone' },
  { street: 'Ayat Road', area: 'Ayat', subCity: 'Yeka', landmark: 'Ayat roundabout' },
  {
    street: 'Africa Avenue',
    area: 'Gotera',
    subCity: 'Nifas Silk-Lafto',
    landmark: 'Gotera condominium',
  },
  { street: 'Debre Zeit Road', area: 'Saris', subCity: 'Nifas Silk-Lafto', landmark: 'Saris Abo' },
] as const;
export type Neighbourhood = (typeof NEIGHBOURHOODS)[number];

interface OrgTypeProfile {
  /** Local part of the owner's e-mail: `<emailPrefix><n>@demo.dawa.et`. */
  emailPrefix: string;
  /** Organisation names of this type; the nth organisation takes the nth name. */
  names: readonly string[];
  /** Whether its owner posts listings (buyers only save and browse). */
  isSeller: boolean;
  /** Sub-category slugs its listings come from (a seller takes a few, in turn). */
  specialties: readonly string[];
}

const MEDICINES = [
  'analgesics',
  'antibiotics',
  'antimalarials',
  'antiretrovirals',
  'anti-tuberculosis',
  'cardiovascular',
  'diabetes',
  'respiratory',
  'gastrointestinal',
  'psychotropics',
  'vitamins-supplements',
  'dermatology',
  'ophthalmic-ent',
  'opioid-analgesics',
  'vaccines',
] as const;

export const ORG_PROFILES: Record<TOrgType, OrgTypeProfile> = {
  PHARMACY: {
    emailPrefix: 'pharmacy',
    names: ['Tena Pharmacy', 'Gishen Pharmacy', 'Selam Pharmacy', 'Abay Pharmacy', 'Lucy Pharmacy'],
    isSeller: true,
    specialties: [
      'analgesics',
      'antibiotics',
      'cardiovascular',
      'diabetes',
      'respiratory',
      'gastrointestinal',
      'vitamins-supplements',
      'dermatology',
      'ophthalmic-ent',
      'glucose-monitoring',
      'rapid-tests',
      'family-planning',
      'infant-nutrition',
      'psychotropics',
      'opioid-analgesics',
    ],
  },
  IMPORTER: {
    emailPrefix: 'importer',
    names: [
      'Nile Pharma Import',
      'Abyssinia Medical Import PLC',
      'Entoto Health Import',
      'Rift Valley Pharma Import',
      'Awash Medical Trading',
    ],
    isSeller: true,
    specialties: [...MEDICINES, 'imaging', 'lab-equipment', 'respiratory-equipment'],
  },
  RETAIL_PHARMACY: {
    emailPrefix: 'retail',
    names: [
      'Kidane Mihret Drug Store',
      'Bethel Retail Pharmacy',
      'Meskel Flower Drug Shop',
      'Yeka Family Pharmacy',
      'Hayat Drug Store',
    ],
    isSeller: true,
    specialties: [
      'analgesics',
      'respiratory',
      'gastrointestinal',
      'vitamins-supplements',
      'dermatology',
      'ophthalmic-ent',
      'dressings',
      'gloves',
      'masks-respirators',
      'glucose-monitoring',
      'infant-nutrition',
      'family-planning',
    ],
  },
  WHOLE_SELLER: {
    emailPrefix: 'wholesaler',
    names: [
      'Merkato Pharma Wholesale',
      'Sheba Drug Wholesale PLC',
      'Genet Medical Wholesale',
      'Tana Pharmaceutical Wholesale',
      'Dire Pharma Wholesale',
    ],
    isSeller: true,
    specialties: [...MEDICINES, 'syringes-needles', 'gloves', 'iv-infusion'],
  },
  Distributor: {
    emailPrefix: 'distributor',
    names: [
      'Addis Medical Supplies Distribution',
      'Blue Nile Lab & Medical',
      'Simien Medical Equipment',
      'Zemen Diagnostics Distribution',
      'Harar Health Logistics',
    ],
    isSeller: true,
    specialties: [
      'diagnostic-equipment',
      'hospital-furniture',
      'surgical-instruments',
      'respiratory-equipment',
      'imaging',
      'reagents',
      'lab-glassware',
      'lab-equipment',
      'syringes-needles',
      'iv-infusion',
      'sample-collection',
      'rapid-tests',
      'veterinary-medicines',
      'veterinary-supplies',
      'gowns-coveralls',
      'eye-face-protection',
    ],
  },
  CLINIC: {
    emailPrefix: 'clinic',
    names: [
      'Bole Family Clinic',
      'Kazanchis Medium Clinic',
      'Hope Specialty Clinic',
      'Arat Kilo General Clinic',
      'Gerji Mother & Child Clinic',
    ],
    isSeller: false,
    specialties: [],
  },
  HEALTH_CARE_PROVIDER: {
    emailPrefix: 'provider',
    names: [
      'Yekatit Diagnostic Centre',
      'Medhin General Hospital',
      'Lideta Maternity Centre',
      'Amen Dental & Eye Care',
      'Ayat Physiotherapy Centre',
    ],
    isSeller: false,
    specialties: [],
  },
  GOVERNMENT_HEALTH_AGENCY: {
    emailPrefix: 'agency',
    names: [
      'Addis Ababa City Health Bureau',
      'Arada Sub-city Health Office',
      'Bole Sub-city Health Office',
      'Yeka Woreda 8 Health Centre',
      'Kirkos Sub-city Health Office',
    ],
    isSeller: false,
    specialties: [],
  },
  NGO: {
    emailPrefix: 'ngo',
    names: [
      'Tesfa Health Initiative',
      'Mothers First Ethiopia',
      'Bright Future Relief',
      'Ethio Community Health Aid',
      'Addis Women Health Alliance',
    ],
    isSeller: true,
    specialties: [
      'delivery-kits',
      'infant-nutrition',
      'family-planning',
      'masks-respirators',
      'gowns-coveralls',
      'eye-face-protection',
      'rapid-tests',
      'antimalarials',
      'gloves',
      'dressings',
    ],
  },
};

export const DELIVERY_TIMES = [
  'Same day',
  '24 hours',
  '1-2 days',
  '2-3 days',
  'Mon-Sat 8:30-17:30',
] as const;
