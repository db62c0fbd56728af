import { z } from 'zod';
import { endpoint, queryGet } from './endpoint';

/** 'ok' while the database answers; when it does not, the answer is HTTP 503 with a refusal in the envelope. */
export const healthStatus = z.object({ status: z.literal('ok') });

/** Load balancers, the start scripts and the e2e harness ask this; they read the HTTP status only. */
export const healthApi = {
  check: endpoint({
    path: '/healthz',
    title: '健康检查',
    ...queryGet,
    spec: 'load balancers and start scripts need to know the server and its database answer',
    access: 'public',
    output: healthStatus,
  }),
} as const;
