import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createContext } from './context';
import { migrateToLatest, openDatabase, refreshPlannerStats } from './platform/db';
import { DEMO_ACCOUNTS, isEmpty, seedDemo, syncBuiltInRoles } from './platform/db/seed/demo';
import { DEMO_APPROVED_ACCOUNT, seedDemoFlows } from './platform/db/seed/demo-flows';
import { syncSeedDictionaries } from './modules/dict/service';
import { portalJobs } from './jobs';
import { startJobs } from './platform/jobs/scheduler';
import { ownerOnly } from './platform/files/owner-only';
import { sealAuditLog } from './platform/audit/chain';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`配置错误 ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const seedOnly = process.argv.includes('--seed-only');
  const config = readConfig();
  const tightened = ownerOnly(config.dataDir);
  if (tightened.length)
    console.warn(`数据目录中 ${tightened.length} 个文件或目录的权限过宽，已改为仅属主可读写：${tightened.slice(0, 5).join('、')}${tightened.length > 5 ? '等' : ''}`);
  const db = openDatabase(config.database);
  await migrateToLatest(db, config.database.kind === 'postgres' ? 'public' : undefined);
  await syncBuiltInRoles(db);
  await syncSeedDictionaries(db);
  const fresh = await isEmpty(db);
  const seeding = fresh && (config.seedDemo || seedOnly);
  if (seeding) await seedDemo(db, config.passwordCost);
  const ctx = await createContext(config, db);
  const app = await buildApp(ctx, { logger: !seedOnly, web: true });
  // Workflow demo records go through the engine, which knows the record kinds once the app is built.
  if (seeding) {
    await seedDemoFlows(ctx);
    // The demo's history is sealed at once, so the audit check has a chain to show on a fresh start.
    await sealAuditLog(db, 0);
  }
  await refreshPlannerStats(db, config.database.kind);
  if (seedOnly) {
    console.log(fresh ? '演示数据已写入。' : '数据库已有数据，未写入演示数据。');
    await app.close();
    await db.destroy();
    return;
  }

  await app.listen({ port: config.port, host: config.host });
  const stopJobs = startJobs(db, portalJobs(ctx, app.log), (job, err) => app.log.warn({ err, job }, 'background job failed'));

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const address = `http://${shownHost}:${(app.server.address() as { port: number }).port}`;
  const lines = [``, `${config.title} 已启动（${Math.round(performance.now() - started)} ms）`, `访问地址：${address}`];
  if (config.seedDemo && !config.isProduction) {
    lines.push('演示账号：');
    for (const a of [...DEMO_ACCOUNTS, DEMO_APPROVED_ACCOUNT]) lines.push(`  ${a.loginName.padEnd(10)} ${a.password.padEnd(16)} ${a.note}`);
  }
  if (config.captcha === 'off') lines.push('（验证码已关闭：CAPTCHA=off）');
  console.log(lines.join('\n') + '\n');

  const stop = async () => {
    stopJobs();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  // A failed shutdown still ends the process, with a non-zero code, instead of an unhandled rejection.
  const onSignal = () => {
    stop().catch((err: unknown) => {
      console.error('关闭失败：', err instanceof Error ? err.message : err);
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((err) => {
  console.error('启动失败：', err instanceof Error ? err.message : err);
  process.exit(1);
});
