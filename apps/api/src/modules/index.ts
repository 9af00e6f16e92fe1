import type { TPublicConfig } from '@dawa/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { CounterStore } from '../platform/counters/counter-store.ts';
import type { AccessGuard } from '../platform/access-guard.ts';
import { idempotencySweepJob } from '../platform/idempotency.ts';
import { createJobRunner } from '../platform/jobs/runner.ts';
import type { PageHints } from '../platform/page-hints.ts';
import type { RealtimeBus } from '../platform/realtime/bus.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { accountRoutes } from './accounts/accounts.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { branchRoutes } from './branches/branches.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import type { CategoryListings } from './categories/ports.ts';
import { createDeps } from './deps.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { devAidsEnabled } from './dev/dev-aids.ts';
import { outboxRoutes } from './dev/outbox.routes.ts';
import { parentCategoriesHint } from './categories/category-page-hints.ts';
import { frontPageHint, listingPageHint, searchPageHint } from './posts/listing-page-hints.ts';
import {
  isCategoryUsed,
  moveSubCategoryListings,
  releaseCategoryFromReview,
  sendCategoryForReview,
  setSellerListingsHidden,
} from './posts/index.ts';
import { postRoutes } from './posts/posts.routes.ts';
import { expirySweepJob } from './posts/expiry-sweep.ts';
import { viewFlushJob } from './posts/view-counter.ts';
import { jobRoutes } from './jobs/jobs.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { getPublicConfig } from './health/health.service.ts';
import { invite } from './invitations/index.ts';
import { invitationRoutes } from './invitations/invitations.routes.ts';
import { logRoutes } from './audit/logs.routes.ts';
import { registerAuth } from './sessions/auth-context.ts';
import { revokeOtherSessions, revokeUserSessions } from './sessions/index.ts';
import { sessionRoutes } from './sessions/sessions.routes.ts';
import { shopRoutes } from './shops/shops.routes.ts';
import { shopPageHint } from './shops/shop-page-hint.ts';
import { listingMetaHint, previewRoutes, shopMetaHint } from './seo/index.ts';
import {
  countPharmaciesOwnedAlone,
  findMembership,
  lockTenantsOwnedBy,
  shareATenant,
} from './tenants/index.ts';
import { tenantRoutes } from './tenants/tenants.routes.ts';
import { uploadOrigin } from './uploads/create-storage.ts';
import { orphanSweepJob } from './uploads/orphan-sweep.ts';
import { uploadRoutes } from './uploads/uploads.routes.ts';
import { grantListedAdministrators } from './users/listed-administrators.ts';
import type { UserPorts } from './users/ports.ts';
import { userRoutes } from './users/users.routes.ts';

export interface ModuleOptions {
  config: AppConfig;
  db: Database;
  /** The clock services read; tests move it to expire tokens and codes. */
  now: () => Date;
  /** Rate-limit and sign-in throttle counters (memory or Redis). */
  counters: CounterStore;
  /** Live events (chat): in-process, or Redis pub/sub. */
  bus: RealtimeBus;
  /** Where modules tell the web app's documents what to preload (platform/page-hints.ts). */
  pageHints?: PageHints;
  /** Holds every /api route to its access declaration; told here who callers are. */
  accessGuard: AccessGuard;
}

/** What platform adapters take from the modules; app.ts hands it over when it builds the app. */
export interface PlatformInputs {
  /** For the CSP: where browsers PUT uploads with the S3 driver (uploads module), or null. */
  uploadOrigin: string | null;
  /** Filled into index.html for the web's first render (health module). */
  publicConfig: TPublicConfig;
}

export const platformInputs = (config: AppConfig): PlatformInputs => ({
  uploadOrigin: uploadOrigin(config),
  publicConfig: getPublicConfig(config),
});

/** Every API domain, registered under API_PREFIX by app.ts. Each receives only what it uses. */
export const apiModules: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, db, now, counters, bus, pageHints, accessGuard },
) => {
  const deps = createDeps({ config, orm: db.orm, log: app.log, now, counters, bus });
  // What the users module's account features do elsewhere: posts', sessions' and tenants' functions.
  const userPorts: UserPorts = {
    hideSellerListings: setSellerListingsHidden,
    revokeUserSessions,
    revokeOtherSessions,
    shareATenant,
    lockTenantsOwnedBy,
    countPharmaciesOwnedAlone,
  };
  // What a category change does to its listings: posts' functions, handed to categories.
  const categoryListings: CategoryListings = {
    isCategoryUsed,
    moveSubCategoryListings,
    sendCategoryForReview,
    releaseCategoryFromReview,
  };
  if (pageHints) {
    pageHints.register('/', frontPageHint(deps));
    pageHints.register('/', parentCategoriesHint(deps));
    pageHints.register('/search', searchPageHint(deps));
    pageHints.register('/search', parentCategoriesHint(deps));
    pageHints.register('/listing/:id', listingPageHint(deps));
    pageHints.register('/shop/:id', shopPageHint(deps));
    // What link previews and crawlers read of a listing's and a shop's document (issue 31).
    const seo = {
      orm: deps.orm,
      origin: config.PUBLIC_URL,
      logoKey: (url: string) => deps.uploads.storage.keyFromUrl(url),
    };
    pageHints.register('/listing/:id', listingMetaHint(seo));
    pageHints.register('/shop/:id', shopMetaHint(seo));
  }
  // The background jobs (docs/jobs.md): one runner; a cluster job runs once per due time across
  // every instance on the database, a per-instance one (the views this instance counted) on each.
  const jobs = createJobRunner({ db, now, log: app.log });
  jobs.register(viewFlushJob(deps.views));
  // Listings past their expiry date leave the marketplace; their sellers are told (decision 016).
  jobs.register(
    expirySweepJob({ orm: deps.orm, now, mail: deps.mail, publicUrl: config.PUBLIC_URL }),
  );
  // Kept answers of retried writes past their day (docs/idempotency.md).
  jobs.register(idempotencySweepJob(deps.orm));
  const orphanSweep = orphanSweepJob({
    orm: deps.orm,
    storage: deps.uploads.storage,
    now,
    graceDays: config.UPLOAD_ORPHAN_DAYS,
  });
  if (orphanSweep) jobs.register(orphanSweep);
  app.addHook('onReady', () => {
    jobs.start();
    return Promise.resolve();
  });
  // The jobs stop first (a run in progress finishes), then mail still in flight and pending
  // listing views are handed over, before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await Promise.all([deps.mail.drain(), deps.views.close()]);
    deps.mail.close();
  });
  // ADMIN_EMAILS's accounts proven at sign-up or by Google get their audited grant, once.
  app.addHook('onReady', async () => {
    try {
      const granted = await grantListedAdministrators(deps.orm, config);
      if (granted > 0) app.log.info({ granted }, 'ADMIN_EMAILS: platform administrators granted');
    } catch (error) {
      app.log.error({ err: error }, 'ADMIN_EMAILS: granting platform administrators failed');
    }
  });
  // Every route declares who may call it; the guard (platform/access-guard.ts) enforces exactly
  // that, asking the sessions module who the caller is.
  accessGuard.useCaller(registerAuth(app, deps, findMembership));
  accessGuard.useDatabase(deps.orm);
  await app.register(healthRoutes, { config, db });
  await app.register(authRoutes);
  await app.register(sessionRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(tenantRoutes, { deps });
  await app.register(branchRoutes);
  // Modules that depend on users, and on which users would act, hand their functions over here
  // (docs/modules.md): a module graph without cycles.
  await app.register(userRoutes, { deps, invite, ports: userPorts });
  await app.register(invitationRoutes, { deps });
  await app.register(categoryRoutes, { deps, listings: categoryListings });
  await app.register(uploadRoutes, { deps });
  await app.register(postRoutes, { deps });
  await app.register(shopRoutes, { deps });
  await app.register(previewRoutes, { config, storage: deps.uploads.storage });
  await app.register(logRoutes, { deps });
  await app.register(chatRoutes, { deps });
  await app.register(dashboardRoutes, { deps });
  await app.register(jobRoutes, { jobs });
  if (devAidsEnabled(config)) await app.register(outboxRoutes, { deps });
};
