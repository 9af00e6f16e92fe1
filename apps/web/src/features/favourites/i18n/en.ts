// The favourites page's own words (features/favourites; the saved grid's are shared, docs/i18n.md).
export default {
  title: 'Favourites',
} as const;
