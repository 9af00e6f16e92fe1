import {
  ZComplianceDecisionRequest,
  ZCreatePostRequest,
  ZIdParams,
  ZMessageResponse,
  ZModerationPage,
  ZModerationQuery,
  ZPost,
  ZPostDetail,
  ZPostListQuery,
  ZPostListResponse,
  ZPriceGuide,
  ZPriceGuideQuery,
  ZReportPostRequest,
  ZSavePostRequest,
  ZUpdatePostRequest,
  ZUpdatePostStatusRequest,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { requestTransactionOf } from '../../platform/idempotency.ts';
import { readIfMatch } from '../../platform/if-match.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import { userRateLimit, type UserLimit } from '../../platform/rate-limits.ts';
import type { AppDeps } from '../deps.ts';
import { authOf } from '../../platform/auth/caller.ts';
import { reportListing, saveListing, unsaveListing } from './post-interactions.service.ts';
import { decideCompliance, dismissReports, listModeration } from './post-moderation.service.ts';
import { getPostDetail, listPostPage, priceGuide } from './post-reads.service.ts';
import { createPost, deletePost, updatePost, updatePostStatus } from './posts.service.ts';

interface PostRoutesOptions {
  deps: AppDeps;
}

const ZPostIdParams = ZIdParams('post');

const HOUR_MS = 3_600_000;
/** Generous for a busy seller, low enough that a script cannot flood the marketplace. */
export const POST_LIMITS_PER_USER = {
  publish: {
    name: 'post-publish',
    max: 30,
    windowMs: HOUR_MS,
    message: (wait) =>
      `You have published many listings in a short time. Please try again in ${wait}.`,
  },
  report: {
    name: 'post-report',
    max: 20,
    windowMs: HOUR_MS,
    message: (wait) =>
      `You have reported many listings in a short time. Please try again in ${wait}.`,
  },
} as const satisfies Record<string, UserLimit>;

/** Listings (docs/product.md#api-calls, Listings), favourites, reports and the moderation queue. */
export const postRoutes: FastifyPluginCallbackZod<PostRoutesOptions> = (app, { deps }, done) => {
  const tags = ['posts'];
  const limit = (rule: UserLimit) => userRateLimit(app, rule, (request) => authOf(request).userId);
  const publishLimit = limit(POST_LIMITS_PER_USER.publish);
  const reportLimit = limit(POST_LIMITS_PER_USER.report);

  app.get(
    '/post',
    {
      config: {
        access: access.publicWithViewer({
          actsFor: 'organisation.view',
          query: { shopId: 'shop' },
        }),
      },
      schema: {
        tags,
        summary: 'Listings: search, filters, newest or most relevant first; `nextCursor` continues',
        querystring: ZPostListQuery,
        response: { 200: ZPostListResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listPostPage(request.auth, deps, request.query),
  );

  app.get(
    '/saved-posts',
    {
      config: { access: access.user({ query: { shopId: 'shop' } }) },
      schema: {
        tags,
        summary: "The caller's saved listings, newest saved first (same query as /post)",
        querystring: ZPostListQuery,
        response: { 200: ZPostListResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listPostPage(authOf(request), deps, request.query, { savedOnly: true }),
  );

  app.get(
    '/post/price-guide',
    {
      // A statistic of public listings: no private data, and the wizard may ask before sign-in.
      config: { access: access.public() },
      schema: {
        tags,
        summary:
          "A sub-category's usual prices (5th, 50th, 95th percentile, ETB) for the post wizard's price check",
        querystring: ZPriceGuideQuery,
        response: { 200: ZPriceGuide, ...ERROR_RESPONSES },
      },
    },
    (request) => priceGuide(deps, request.query.subCategory),
  );

  app.get(
    '/post/:id',
    {
      config: { access: access.publicWithViewer({ params: { id: 'post' } }) },
      schema: {
        tags,
        summary: 'One listing with its category, sub-category and seller',
        params: ZPostIdParams,
        response: { 200: ZPostDetail, ...ERROR_RESPONSES },
      },
    },
    (request) => getPostDetail(request.auth, deps, request.params.id),
  );

  app.post(
    '/post',
    {
      // A retry with the same Idempotency-Key answers the first answer (docs/idempotency.md).
      config: { access: access.user({ actsFor: 'listings.manage' }), idempotent: true },
      schema: {
        tags,
        summary:
          'Publish a listing (held for review in regulated categories); an optional Idempotency-Key makes a retry answer the first answer again',
        body: ZCreatePostRequest,
        response: { 201: ZPost, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      // Counted only for a request that runs: a replayed retry never reaches the handler.
      await publishLimit.call(app, request, reply);
      const post = await createPost(
        authOf(request),
        deps,
        requestTransactionOf(request).db,
        request.body,
      );
      reply.code(201);
      return post;
    },
  );

  app.put(
    '/posts/:id',
    {
      config: { access: access.user({ params: { id: 'post' }, rows: 'mine' }) },
      schema: {
        tags,
        summary: 'Change a listing (its seller only); null clears an optional field',
        params: ZPostIdParams,
        body: ZUpdatePostRequest,
        response: { 200: ZPost, ...ERROR_RESPONSES },
      },
    },
    (request) => updatePost(authOf(request), deps, { id: request.params.id, input: request.body }),
  );

  app.put(
    '/posts/:id/status',
    {
      config: { access: access.user({ params: { id: 'post' }, rows: 'mine' }) },
      schema: {
        tags,
        summary: 'Mark a listing sold, relist it or keep it as a draft (its seller only)',
        params: ZPostIdParams,
        body: ZUpdatePostStatusRequest,
        response: { 200: ZPost, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      updatePostStatus(authOf(request), deps, { id: request.params.id, input: request.body }),
  );

  app.delete(
    '/post/:id',
    {
      config: { access: access.user({ params: { id: 'post' }, rows: 'mine-or-admin' }) },
      schema: {
        tags,
        summary: 'Remove a listing (its seller or a platform administrator)',
        params: ZPostIdParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => deletePost(authOf(request), deps, request.params.id),
  );

  app.post(
    '/post/:id/compliance',
    {
      config: { access: access.platformAdmin({ params: { id: 'post' } }) },
      schema: {
        tags,
        summary: 'Approve or reject a listing (platform administrators)',
        description:
          'Send `If-Match` with the version the reviewer saw (`"<updatedAt>"`): a listing changed ' +
          'since answers 412 and is left as it is.',
        params: ZPostIdParams,
        body: ZComplianceDecisionRequest,
        response: { 200: ZPost, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      decideCompliance(authOf(request), deps, {
        id: request.params.id,
        input: request.body,
        ifMatch: readIfMatch(request.headers['if-match']),
      }),
  );

  app.post(
    '/post/:id/reports/dismiss',
    {
      config: { access: access.platformAdmin({ params: { id: 'post' } }) },
      schema: {
        tags,
        summary:
          'Dismiss the open reports of a listing, leaving it as it is (platform administrators)',
        params: ZPostIdParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => dismissReports(authOf(request), deps, request.params.id),
  );

  app.post(
    '/post/:id/report',
    {
      config: { access: access.user({ params: { id: 'post' } }) },
      schema: {
        tags,
        summary: 'Flag a listing for the moderators',
        params: ZPostIdParams,
        body: ZReportPostRequest,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
      preHandler: reportLimit,
    },
    (request) =>
      reportListing(authOf(request), deps, { id: request.params.id, input: request.body }),
  );

  app.get(
    '/admin/posts/moderation',
    {
      config: { access: access.platformAdmin() },
      schema: {
        tags,
        summary: 'Listings awaiting review, rejected or reported (platform administrators)',
        querystring: ZModerationQuery,
        response: { 200: ZModerationPage, ...ERROR_RESPONSES },
      },
    },
    (request) => listModeration(authOf(request), deps, request.query),
  );

  app.post(
    '/saved-post',
    {
      config: { access: access.user({ body: { id: 'post' } }) },
      schema: {
        tags,
        summary: 'Save a listing to come back to',
        body: ZSavePostRequest,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => saveListing(authOf(request), deps, request.body.id),
  );

  app.delete(
    '/saved-post/:id',
    {
      config: { access: access.user({ params: { id: 'post' }, rows: 'any' }) },
      schema: {
        tags,
        summary: 'Remove a listing from the saved ones',
        params: ZPostIdParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => unsaveListing(authOf(request), deps, request.params.id),
  );
  done();
};
