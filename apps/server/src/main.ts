import { resolveJwtSecret } from './auth/jwt-secret';
import { DEFAULT_PASSWORD_HASH_COST, setPasswordHashCost } from './auth/password';
import { DataDirLockedError } from './db/data-dir-lock';
import { loadEnv, sandboxKeysToPrint } from './env';
import { catalogueSearchIndex } from './features/catalogue/search-index';
import { issueOrderInvoice } from './features/invoices/issue';
import { startJobPurge, startJobWorker } from './features/jobs/queue';
import { startClientLogPurge } from './features/logs/purge';
import { startMailDelivery } from './features/mail/worker';
import { startReportScheduler } from './features/report-schedules/runs';
import { blobStoreFor, ReportFiles } from './features/reports/file-store';
import { startReportFilePurge } from './features/reports/purge';
import { orderDeskJobHandlers } from './features/shipments/order-desk';
import { workItemDeskJobHandlers } from './features/work-items/desk';
import { createLogger, describeError } from './logger';
import { listen, openDatabase } from './server';

/** Production entry, bundled into dist/main.js (build.mjs); `pnpm --filter @b2b-portal/server start` runs it. */
async function main(): Promise<void> {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  if (env.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST) {
    log.warn("PASSWORD_HASH_COST is below OWASP's 17: new password hashes are cheaper to attack", {
      cost: env.PASSWORD_HASH_COST,
    });
  }
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(env, log);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const { database, lock } = opened;
  let server: Awaited<ReturnType<typeof listen>>;
  try {
    server = await listen(env, database, {
      log,
      release: lock ? () => lock.release() : undefined,
      secretDir: lock ? env.DATA_DIR : undefined,
    });
  } catch (error) {
    // e.g. EADDRINUSE: the data folder is closed and its lock removed before the process exits.
    await database.close();
    lock?.release();
    throw error;
  }
  log.info(`listening on http://${env.HOST}:${server.port}`, {
    database: database.kind,
    dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined,
    version: env.APP_VERSION,
  });
  // Plain line too, for people and scripts waiting on it, when the log leaves out info lines.
  if (!['info', 'debug', 'trace'].includes(env.LOG_LEVEL)) {
    console.log(`listening on http://${env.HOST}:${server.port}`);
  }
  // The demo's sandbox keys, made up at this start when none was set (issue 15 item 4): printed, never logged.
  const keys = sandboxKeysToPrint(env, process.env);
  if (keys.length > 0) console.log(`sandbox keys of this start:\n  ${keys.join('\n  ')}`);
  // Delivers the mail jobs (to SMTP, or to the local sandbox outbox: MAIL_MODE) and deletes finished jobs past
  // their retention.
  const mailWorker = startMailDelivery({ db: database.db, env, log });
  // The order desk's sandbox moves orders (ORDER_DESK_MODE=sandbox): its jobs, every ORDER_DESK_POLL_MS.
  const orderDesk =
    env.ORDER_DESK_MODE === 'sandbox'
      ? startJobWorker(
          database.db,
          orderDeskJobHandlers({
            stepSeconds: env.ORDER_DESK_STEP_SECONDS,
            fillLimit: env.ORDER_DESK_FILL_LIMIT,
            publicUrl: env.PUBLIC_URL ?? '',
            issueInvoice: async (tx, order, lineIds) => {
              await issueOrderInvoice(tx, order, lineIds);
            },
          }),
          { intervalMs: env.ORDER_DESK_POLL_MS, log },
        )
      : null;
  // The work item desk's sandbox moves submitted work item requests (WORK_ITEM_DESK_MODE=sandbox), issue 19.
  const workItemDesk =
    env.WORK_ITEM_DESK_MODE === 'sandbox'
      ? startJobWorker(
          database.db,
          workItemDeskJobHandlers({
            stepSeconds: env.WORK_ITEM_DESK_STEP_SECONDS,
            publicUrl: env.PUBLIC_URL ?? '',
          }),
          { intervalMs: env.WORK_ITEM_DESK_POLL_MS, log },
        )
      : null;
  // Report schedules (issue 20): claims due occurrences and runs them through the job queue, mailing the reports.
  // The file store signs with the key the app's routes use (the JWT secret listen resolved: the same file or row).
  const reportScheduler = startReportScheduler(
    {
      db: database.db,
      env,
      log,
      reportFiles: new ReportFiles(
        blobStoreFor(env),
        await resolveJwtSecret({
          configured: env.JWT_SECRET,
          db: database.db,
          dataDir: lock ? env.DATA_DIR : undefined,
        }),
        { linkTtlSeconds: env.REPORT_LINK_TTL_MINUTES * 60, keepDays: env.REPORT_FILE_KEEP_DAYS },
      ),
    },
    { intervalMs: env.REPORT_SCHEDULE_POLL_MS },
  );
  const jobPurge = startJobPurge(database.db, {
    doneDays: env.JOBS_KEEP_DONE_DAYS,
    deadDays: env.JOBS_KEEP_DEAD_DAYS,
    log,
  });
  // Deletes the report files past REPORT_FILE_KEEP_DAYS from the file store, hourly (issue 20).
  const reportFilePurge = startReportFilePurge(database.db, blobStoreFor(env), { log });
  // Keyword searches are answered from memory once the catalogue's search index is built (issue 14); until then
  // SQL answers them. Built in short statements, so the calls of the moment go in between.
  if (env.SEARCH_INDEX === 'memory') void catalogueSearchIndex(database.db, log).refresh();
  // Keeps the client log within its retention and its total (issue 15 item 2).
  const clientLogPurge = startClientLogPurge(database.db, {
    keepDays: env.CLIENT_LOG_KEEP_DAYS,
    maxBytes: env.CLIENT_LOG_MAX_MB * 1024 * 1024,
    log,
  });

  // SIGTERM (orchestrators) and SIGINT (Ctrl+C): stop accepting connections, let running requests finish,
  // stop the mail delivery, checkpoint and close the database, release the data folder, exit 0. A second
  // signal, or a shutdown stuck past its time limit, exits at once with 1.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      log.error('second signal while shutting down: exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    log.info('shutting down', { signal });
    setTimeout(
      () => {
        log.error('shutdown did not finish in time: exiting now');
        process.exit(1);
      },
      (env.SHUTDOWN_TIMEOUT_SECONDS + 30) * 1000,
    ).unref();
    server
      .close(async () => {
        await Promise.all([
          mailWorker.stop(),
          jobPurge.stop(),
          reportFilePurge.stop(),
          clientLogPurge.stop(),
          orderDesk?.stop(),
          workItemDesk?.stop(),
          reportScheduler.stop(),
        ]);
      })
      .then(
        () => {
          log.info('stopped', { signal });
          process.exit(0);
        },
        (error) => {
          log.error('shutdown failed', describeError(error));
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
