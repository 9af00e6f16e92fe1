// The listing-performance report (features/reports, docs/reports.md). The period, totals frame,
// chart frame and downloads are the report kit's words (i18n/report).
export default {
  title: 'Listing performance',
  dashboard: 'Dashboard',
  intro:
    'How buyers found your listings: page views, saves, chats and offers, per listing and per day.',
  views: 'Views',
  saves: 'Saves',
  chats: 'Chats',
  offers: 'Offers',
  listing: 'Listing',
  table: 'Listings and their figures',
  loading: 'Loading the report',
  emptyTitle: 'No listings yet',
  emptyBody: 'Post a listing and its views, saves, chats and offers show here day by day.',
  post: 'Post a listing',
} as const;
