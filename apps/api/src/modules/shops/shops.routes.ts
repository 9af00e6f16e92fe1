import { ZIdParams, ZMyShopResponse, ZSaveShopRequest, ZShop } from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { authOf } from '../../platform/auth/caller.ts';
import { findMyShop, getMyShop, getShop, saveShop, type ShopDeps } from './shops.service.ts';

interface ShopRoutesOptions {
  deps: AppDeps;
}

const ZShopIdParams = ZIdParams('shop');

/** A seller's shop: their own under /shop (never anyone else's), anyone's public page by id. */
export const shopRoutes: FastifyPluginCallbackZod<ShopRoutesOptions> = (app, { deps }, done) => {
  const tags = ['shops'];
  const shopDeps: ShopDeps = { orm: deps.orm, storage: deps.uploads.storage };

  app.get(
    '/shop',
    {
      config: { access: access.user({ actsFor: 'organisation.view' }) },
      schema: {
        tags,
        summary:
          "The caller's shop: the chosen organisation's, else their own (404 before it is set up)",
        response: { 200: ZShop, ...ERROR_RESPONSES },
      },
    },
    (request) => getMyShop(authOf(request), shopDeps),
  );

  app.get(
    '/my-shop',
    {
      config: { access: access.user({ actsFor: 'organisation.view' }) },
      schema: {
        tags,
        summary: "The caller's shop, or null when they have not set one up",
        response: { 200: ZMyShopResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ shop: await findMyShop(authOf(request), shopDeps) }),
  );

  app.put(
    '/shop',
    {
      config: { access: access.user({ actsFor: 'listings.manage' }) },
      schema: {
        tags,
        summary: "Create the caller's shop (201) or replace its fields (200)",
        body: ZSaveShopRequest,
        response: { 200: ZShop, 201: ZShop, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { shop, isCreated } = await saveShop(authOf(request), shopDeps, request.body);
      return reply.code(isCreated ? 201 : 200).send(shop);
    },
  );

  app.get(
    '/shops/:id',
    {
      config: { access: access.public({ params: { id: 'shop' } }) },
      schema: {
        tags,
        summary: "A shop's public page: details and the count of its public listings",
        params: ZShopIdParams,
        response: { 200: ZShop, ...ERROR_RESPONSES },
      },
    },
    (request) => getShop(shopDeps, request.params.id),
  );
  done();
};
