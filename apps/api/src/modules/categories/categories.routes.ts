import {
  ZCategory,
  ZCategoryListQuery,
  ZCategoryPageResponse,
  ZCreateCategoryRequest,
  ZIdParams,
  ZMessageResponse,
  ZParentCategoriesResponse,
  ZUpdateCategoryRequest,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import type { CategoryListings } from './ports.ts';
import { authOf } from '../../platform/auth/caller.ts';
import {
  createCategory,
  deleteCategory,
  listParentCategories,
  listCategoryPage,
  updateCategory,
} from './categories.service.ts';

interface CategoryRoutesOptions {
  deps: AppDeps;
  /** The posts module's functions for a category's listings (modules/index.ts passes them). */
  listings: CategoryListings;
}

const ZCategoryIdParams = ZIdParams('category');

/** The spec's category endpoints: public reads, writes for platform administrators. */
export const categoryRoutes: FastifyPluginCallbackZod<CategoryRoutesOptions> = (
  app,
  { deps, listings },
  done,
) => {
  const tags = ['categories'];

  // Reads are public; a token, when sent, is checked, so administrators also see INACTIVE ones.
  app.get(
    '/category/parent',
    {
      config: { access: access.publicWithViewer() },
      schema: {
        tags,
        summary: 'Parent categories (`result`), searchable and paginated',
        querystring: ZCategoryListQuery,
        response: { 200: ZParentCategoriesResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listParentCategories(request.auth, deps, request.query),
  );

  app.get(
    '/sub-category',
    {
      config: { access: access.publicWithViewer() },
      schema: {
        tags,
        summary: 'Sub-categories, of the parent `category` (id or slug) when given',
        querystring: ZCategoryListQuery,
        response: { 200: ZCategoryPageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listCategoryPage(request.auth, deps, 'children', request.query),
  );

  app.get(
    '/categories',
    {
      config: { access: access.publicWithViewer() },
      schema: {
        tags,
        summary: 'Every category, each parent followed by its sub-categories',
        querystring: ZCategoryListQuery,
        response: { 200: ZCategoryPageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listCategoryPage(request.auth, deps, 'all', request.query),
  );

  app.post(
    '/category',
    {
      config: { access: access.platformAdmin({ body: { parent_id: 'category' } }) },
      schema: {
        tags,
        summary: 'Create a category (platform administrators)',
        body: ZCreateCategoryRequest,
        response: { 201: ZCategory, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(authOf(request), deps, request.body)),
  );

  app.put(
    '/category/:id',
    {
      config: {
        access: access.platformAdmin({
          params: { id: 'category' },
          body: { parent_id: 'category' },
        }),
      },
      schema: {
        tags,
        summary: 'Update a category (platform administrators)',
        params: ZCategoryIdParams,
        body: ZUpdateCategoryRequest,
        response: { 200: ZCategory, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      updateCategory(
        authOf(request),
        deps,
        { id: request.params.id, input: request.body },
        listings,
      ),
  );

  app.delete(
    '/category/:id',
    {
      config: { access: access.platformAdmin({ params: { id: 'category' } }) },
      schema: {
        tags,
        summary: 'Delete a category without sub-categories or listings (platform administrators)',
        params: ZCategoryIdParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => deleteCategory(authOf(request), deps, request.params.id),
  );
  done();
};
