import { defineModule } from '../../module-manifest';
import { reconcileYesterday } from './service';
import { paymentHandlers } from './routes';

export const paymentModule = defineModule({
  handlers: { payment: paymentHandlers },
  // Looks hourly; checks yesterday's bill once, after the provider has made it.
  jobs: (ctx) => [{ name: 'payment.reconcile', everyMs: 3600_000, run: () => reconcileYesterday(ctx) }],
});
