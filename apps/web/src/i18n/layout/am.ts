import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  brandHome: '{brand} መነሻ ገጽ',
  postListing: 'ማስታወቂያ ይለጥፉ',
  post: 'ይለጥፉ',
  favourites: 'የተቀመጡ',
  messages: 'መልዕክቶች',
  messagesUnread: { one: 'መልዕክቶች፣ {count} ያልተነበበ', other: 'መልዕክቶች፣ {count} ያልተነበቡ' },
  account: 'መለያ',
  accountMenu: 'የመለያ ምናሌ',
  signIn: 'ይግቡ',
  home: 'መነሻ',
  search: 'ፍለጋ',
  mainNavigation: 'ዋና',
  searchListings: 'ማስታወቂያዎችን ይፈልጉ',
  closeSearch: 'ፍለጋውን ዝጋ',
  toDarkTheme: 'ወደ ጨለማ ገጽታ ቀይር',
  toLightTheme: 'ወደ ብሩህ ገጽታ ቀይር',
  toOtherLanguage: 'ወደ እንግሊዝኛ ቀይር (English)',
  terms: 'የአገልግሎት ውሎች እና የመረጃ አጠቃቀም ፖሊሲ',
  help: 'እገዛ',
  language: 'ቋንቋ',
  retry: 'እንደገና ይሞክሩ',
};
export default am;
