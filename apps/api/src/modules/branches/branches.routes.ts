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
import type { AppDeps } from '../deps.ts';
import { authOf } from '../sessions/auth-context.ts';
import { createBranch, listBranches } from './branches.service.ts';

interface BranchRoutesOptions {
  deps: AppDeps;
}

/** Branches of a pharmacy (docs/decisions/005). */
export const branchRoutes: FastifyPluginCallbackZod<BranchRoutesOptions> = (
  app,
  { deps },
  done,
) => {
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
    (request) =>
      listBranches(authOf(request), deps, { tenantId: request.params.id, page: request.query }),
  );

  app.post(
    '/tenants/:id/branches',
    {
      config: { access: access.tenantPath('branches.manage', { params: { id: 'tenant' } }) },
      schema: {
        tags,
        summary: 'Open a branch (owners and administrators); its owners are the pharmacy’s',
        params: ZTenantParams,
        body: ZCreateBranchRequest,
        response: { 201: ZBranch, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createBranch(authOf(request), deps, {
          tenantId: request.params.id,
          input: request.body,
        }),
      ),
  );
  done();
};
