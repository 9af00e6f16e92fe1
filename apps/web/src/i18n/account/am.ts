import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  accountMenuWithInvitations: 'የመለያ ምናሌ፣ {invitations}',
  pharmacyInvitations: { one: '{count} የፋርማሲ ግብዣ', other: '{count} የፋርማሲ ግብዣዎች' },
  dashboard: 'ዳሽቦርድ',
  myProfile: 'የእኔ መገለጫ',
  favourites: 'የተቀመጡ',
  signOut: 'ይውጡ',
  you: 'እርስዎ',
  nowWorkingIn: 'አሁን በ{name} እየሠሩ ነው',
  roleOwner: 'ባለቤት',
  roleAdmin: 'አስተዳዳሪ',
  roleUser: 'አባል',
  orgPharmacy: 'ፋርማሲ',
  orgImporter: 'አስመጪ',
  orgRetailPharmacy: 'የችርቻሮ ፋርማሲ',
  orgWholeSeller: 'ጅምላ አከፋፋይ',
  orgDistributor: 'አከፋፋይ',
  orgClinic: 'ክሊኒክ',
  orgHealthCareProvider: 'የጤና አገልግሎት ሰጪ',
  orgGovernmentHealthAgency: 'የመንግሥት ጤና ተቋም',
  orgNgo: 'መንግሥታዊ ያልሆነ ድርጅት',
  savedListings: 'የተቀመጡ ማስታወቂያዎች',
  noSavedListings: 'እስካሁን የተቀመጠ ማስታወቂያ የለም',
  browseMarketplace: 'ገበያውን ይቃኙ',
  savedListingsHint: 'በማስታወቂያ ላይ ያለውን ልብ ይጫኑ፤ እዚህ ይቀመጥልዎታል፤ በኋላ ተመልሰው ያገኙታል።',
};
export default am;
