// The marketplace's category chips draw with the first screen of '/' and '/search': their
// documents carry the top-level categories as a visitor gets them (platform/page-hints.ts).
import {
  PARENT_CATEGORIES_REQUEST,
  ZCategoryListQuery,
  ZParentCategoriesResponse,
} from '@dawa/contract';
import { z } from 'zod';
import { addressQueryOf, type PageHintSource } from '../../platform/page-hints.ts';
import type { AppDeps } from '../deps.ts';
import { listParentCategories } from './categories.service.ts';

export const parentCategoriesHint =
  (deps: AppDeps): PageHintSource =>
  async ({ answers }) => {
    if (!answers) return {};
    const query = ZCategoryListQuery.parse(addressQueryOf(PARENT_CATEGORIES_REQUEST));
    const body = await listParentCategories(null, deps, query);
    return {
      answers: [
        { request: PARENT_CATEGORIES_REQUEST, body: z.encode(ZParentCategoriesResponse, body) },
      ],
    };
  };
