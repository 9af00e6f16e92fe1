// The seo module's public face (docs/modules.md): what the composition root wires. Link previews'
// head metadata (hints for the listing and shop documents), their pictures (/api/previews/…), and
// /robots.txt with the sitemaps at the site's root.
export { listingMetaHint, shopMetaHint } from './seo-page-hints.ts';
export { previewRoutes, siteFileRoutes } from './seo.routes.ts';
