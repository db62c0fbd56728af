import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createContext } from './context';
import { migrateToLatest, openDatabase, refreshPlannerStats } from './platform/db';
import { DEMO_ACCOUNTS, isEmpty, seedDemo, syncBuiltInRoles } from './seed/demo';
import { DEMO_APPROVED_ACCOUNT, seedDemoFlows } from './seed/demo-flows';
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

/** Opens the database and builds the app; `setUp` also migrates, seeds a fresh database and refreshes planner statistics (done once, before any worker starts). */
async function open(config: Config, setUp: boolean, seedOnly: boolean) {
  const db = openDatabase(config.database);
  let seeding = false;
  let fresh = false;
  if (setUp) {
    const tightened = ownerOnly(config.dataDir);
    if (tightened.length)
      console.warn(`数据目录中 ${tightened.length} 个文件或目录的权限过宽，已改为仅属主可读写：${tightened.slice(0, 5).join('、')}${tightened.length > 5 ? '等' : ''}`);
    await migrateToLatest(db, config.database.kind === 'postgres' ? 'public' : undefined);
    await syncBuiltInRoles(db);
    await syncSeedDictionaries(db);
    fresh = await isEmpty(db);
    seeding = fresh && (config.seedDemo || seedOnly);
    if (seeding) await seedDemo(db, config.passwordCost);
  }
  // The SM2 key pair is made here when the data directory has none, so workers started later all read the same one.
  const ctx = await createContext(config, db);
  const app = await buildApp(ctx, { logger: !seedOnly, web: true });
  // Workflow demo records go through the engine, which knows the record kinds once the app is built.
  if (seeding) {
    await seedDemoFlows(ctx);
    // The demo's history is sealed at once, so the audit check has a chain to show on a fresh start.
    await sealAuditLog(db, 0);
  }
  if (setUp) await refreshPlannerStats(db, config.database.kind);
  return { db, ctx, app, fresh };
}

function printBanner(config: Config, port: number, started: number): void {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const lines = [``, `${config.title} 已启动（${Math.round(performance.now() - started)} ms）`, `访问地址：http://${shownHost}:${port}`];
  if (config.workers > 1) lines.push(`服务进程：${config.workers} 个（WORKERS）`);
  if (config.seedDemo && !config.isProduction) {
    lines.push('演示账号：');
    for (const a of [...DEMO_ACCOUNTS, DEMO_APPROVED_ACCOUNT]) lines.push(`  ${a.loginName.padEnd(10)} ${a.password.padEnd(16)} ${a.note}`);
  }
  if (config.captcha === 'off') lines.push('（验证码已关闭：CAPTCHA=off）');
  console.log(lines.join('\n') + '\n');
}

/** Ends the process when `stop` has run, with a non-zero code if it failed, on SIGINT and SIGTERM. */
function stopOnSignal(stop: () => Promise<void>): void {
  const onSignal = () => {
    stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error('关闭失败：', err instanceof Error ? err.message : err);
        process.exit(1);
      });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/**
 * WORKERS > 1: this process only sets up and watches; the workers share the port (node:cluster) and
 * keep everything they share (sessions, captchas, limits, locks, job leases) in the database. A
 * worker that dies is replaced.
 */
function supervise(config: Config, started: number): void {
  let stopping = false;
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    if (++listening === config.workers) printBanner(config, address.port, started);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`服务进程 ${worker.process.pid} 已退出（${signal ?? code}），正在重新启动`);
    cluster.fork();
  });
  for (let i = 0; i < config.workers; i++) cluster.fork();
  stopOnSignal(async () => {
    stopping = true;
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (w) =>
          new Promise<void>((resolve) => {
            w!.once('exit', () => resolve());
            w!.kill('SIGTERM');
          }),
      ),
    );
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const seedOnly = process.argv.includes('--seed-only');
  const config = readConfig();
  const clustered = config.workers > 1 && !seedOnly;
  const { db, ctx, app, fresh } = await open(config, !(clustered && cluster.isWorker), seedOnly);
  if (seedOnly) {
    console.log(fresh ? '演示数据已写入。' : '数据库已有数据，未写入演示数据。');
    await app.close();
    await db.destroy();
    return;
  }
  if (clustered && cluster.isPrimary) {
    await app.close();
    await db.destroy();
    return supervise(config, started);
  }

  await app.listen({ port: config.port, host: config.host });
  const stopJobs = startJobs(db, portalJobs(ctx, app.log), (job, err) => app.log.warn({ err, job }, 'background job failed'));
  if (!clustered) printBanner(config, (app.server.address() as { port: number }).port, started);
  stopOnSignal(async () => {
    stopJobs();
    await app.close();
    await db.destroy();
  });
}

main().catch((err) => {
  console.error('启动失败：', err instanceof Error ? err.message : err);
  process.exit(1);
});
