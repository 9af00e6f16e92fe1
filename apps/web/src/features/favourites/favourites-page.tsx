import { SavedListingsGrid } from '../../components/listing/saved-listings-grid.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useWords } from '../../i18n/words.ts';
import { favouriteWords } from './i18n/index.ts';

/** /fav: the listings the person saved; unsaving one takes its card away at once. */
export function Component() {
  const t = useWords(favouriteWords);
  return (
    <>
      <PageHeader title={t('title')} />
      <SavedListingsGrid />
    </>
  );
}
