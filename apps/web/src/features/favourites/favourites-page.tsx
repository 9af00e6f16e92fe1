import { SavedListingsGrid } from '../../components/listing/saved-listings-grid.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';

/** /fav: the listings the person saved; unsaving one takes its card away at once. */
export function Component() {
  return (
    <>
      <PageHeader title="Favourites" />
      <SavedListingsGrid />
    </>
  );
}
