import { ZJobStatusList } from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';

interface JobRoutesOptions {
  jobs: JobRunner;
}

/** What platform administrators see of the background jobs (issue 32, docs/jobs.md). */
export const jobRoutes: FastifyPluginCallbackZod<JobRoutesOptions> = (app, { jobs }, done) => {
  app.get(
    '/admin/jobs',
    {
      config: { access: access.platformAdmin() },
      schema: {
        tags: ['jobs'],
        summary:
          "Every background job's last run, last success, last failure and next due time (platform administrators)",
        response: { 200: ZJobStatusList, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { jobs: await jobs.status() };
    },
  );
  done();
};
