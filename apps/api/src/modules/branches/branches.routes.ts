import {
  ZBranch,
  ZBranchListResponse,
  ZCreateBranchRequest,
  ZPaginationQuery,
  ZTenantParams,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import { tenantCallOf } from '../../platform/auth/caller.ts';
import { createBranch, listBranches } from './branches.service.ts';

/** Branches of a pharmacy (docs/decisions/005). */
export const branchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const tags = ['tenants'];

  app.get(
    '/tenants/:id/branches',
    {
      config: { access: access.tenantPath('organisation.view', { params: { id: 'tenant' } }) },
      schema: {
        tags,
        summary: 'Branches of a pharmacy I belong to, with my role in each',
        params: ZTenantParams,
        querystring: ZPaginationQuery,
        response: { 200: ZBranchListResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listBranches(tenantCallOf(request), request.query),
  );

  app.post(
    '/tenants/:id/branches',
    {
      // A retry with the same Idempotency-Key opens no second branch (docs/idempotency.md).
      config: {
        access: access.tenantPath('branches.manage', { params: { id: 'tenant' } }),
        idempotent: true,
      },
      schema: {
        tags,
        summary: 'Open a branch (owners and administrators); its owners are the pharmacy’s',
        params: ZTenantParams,
        body: ZCreateBranchRequest,
        response: { 201: ZBranch, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createBranch(tenantCallOf(request), request.body);
    },
  );
  done();
};
