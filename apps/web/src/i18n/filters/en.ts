// The price filter's words (components/listing/price-filter.tsx, price-slider.tsx): their own
// namespace, loaded with the filter by home and search, never by a listing's page
// (e2e first-page.spec.ts).
export default {
  price: 'Price',
  anyPrice: 'Any price',
  range: '{min} – {max}',
  adjust: 'Adjust the price range, {min} to {max}',
  lowest: 'Lowest price',
  highest: 'Highest price',
} as const;
