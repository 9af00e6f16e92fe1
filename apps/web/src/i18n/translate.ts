// The translation core lives in the contract (packages/contract/src/translate.ts), shared with the
// API's e-mails; the web's catalogues import it from here (docs/i18n.md).
export {
  pluralCategory,
  placeholdersOf,
  translate,
  type Catalogue,
  type Entry,
  type Params,
  type Plural,
  type Translation,
} from '@dawa/contract';
