import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';

/** The sidebar's icons, by the key stored in each menu item (outlined style throughout). */
export const MENU_ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  storefront: StorefrontOutlined,
  pharmacy: LocalPharmacyOutlined,
  medication: MedicationOutlined,
  pointOfSale: PointOfSaleOutlined,
  creditCard: CreditCardOutlined,
  requestQuote: RequestQuoteOutlined,
  payments: PaymentsOutlined,
  assessment: AssessmentOutlined,
  admin: AdminPanelSettingsOutlined,
  person: PersonOutlined,
  help: HelpOutlineOutlined,
};
