import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../platform/db';

/** Load balancers and the start script ask this: 200 while the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/healthz', async (_req, reply) => {
    const up = await pingDatabase(ctx.db);
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'database unavailable' });
  });
};
