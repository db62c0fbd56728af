import { defineModule } from '../../module-manifest';
import { purgeUsedSsoTokens } from './service';
import { sessionHandlers } from './routes';

export const sessionModule = defineModule({
  handlers: { session: sessionHandlers },
  jobs: (ctx) => [{ name: 'ssoTokens.purge', everyMs: 3600_000, run: () => purgeUsedSsoTokens(ctx.db) }],
});
