import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME, PRODUCT_VERSION } from '@sagitta/domain';
import type { Config } from './config';
import { accessKeysRoutes } from './modules/access-keys/routes';
import { alignmentAssessmentRoutes } from './modules/alignment/assessment-routes';
import { alignmentReportRoutes } from './modules/alignment-reports/routes';
import { alignmentMeasureRoutes } from './modules/alignment/measure-routes';
import { accessRequestsRoutes } from './modules/access-requests/routes';
import { auditRoutes } from './modules/audit/routes';
import { examRoutes } from './modules/acquisitions/exams/routes';
import { importRoutes } from './modules/acquisitions/import/routes';
import { RENDER_PREVIEWS_JOB, renderPreviewsJob } from './modules/acquisitions/previews/render-job';
import {
  queuePixelSpacingBackfill,
  READ_PIXEL_SPACING_JOB,
  readPixelSpacingJob,
} from './modules/acquisitions/pixel-spacing/backfill-job';
import { unassignedRoutes } from './modules/acquisitions/unassigned/routes';
import { authRoutes } from './modules/auth/routes';
import {
  PRESENCE_EXPIRY_JOB,
  presenceExpiryJob,
  RETURN_ABANDONED_JOB,
  returnAbandonedJob,
} from './modules/cases/presence-jobs';
import { presenceRoutes } from './modules/cases/presence-routes';
import { caseFeedRoutes } from './modules/cases/live-routes';
import { MODEL_OUTCOME_EMAIL_JOB, modelOutcomeEmailJob } from './modules/cases/notification-jobs';
import { clientLogsRoutes } from './modules/client-logs/routes';
import { connectionsRoutes } from './modules/connections/routes';
import { institutionsRoutes } from './modules/institutions/routes';
import { launcherRoutes } from './modules/launcher/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { patientNotesRoutes } from './modules/patient-notes/routes';
import { patientRecordHubRoutes } from './modules/patient-record-hub/routes';
import { alignmentHubRoutes } from './modules/alignment/hub-routes';
import { patientRoutes } from './modules/patients/routes';
import { preferencesRoutes } from './modules/preferences/routes';
import { systemRoutes } from './modules/system/routes';
import { casesRoutes } from './modules/cases/routes';
import { trendsRoutes } from './modules/trends/routes';
import { userAdminRoutes } from './modules/users/admin-routes';
import { referringPhysicianTagRoutes } from './modules/users/referring-physician-tag-routes';
import { usersRoutes } from './modules/users/routes';
import { liveFeedRoutes } from './modules/worklist/feed-routes';
import { worklistRoutes } from './modules/worklist/routes';
import { registerAuthentication } from './platform/access/authenticate';
import {
  enforceRoutePolicies,
  markRoutesPublic,
  type RoutePolicy,
} from './platform/access/route-policy';
import { registerAuditTrail } from './platform/audit/hook';
import { blobRoot, createBlobStore, STALE_TEMPORARY_MS, UploadMemory } from './platform/blobs';
import { ForegroundWork } from './platform/jobs/foreground';
import { JobWorker } from './platform/jobs/queue';
import { WorkerPool } from './platform/workers/worker-pool';
import { EmbeddedMaintenance } from './platform/db/maintenance';
import { acquisitionEvent, type AcquisitionEvent } from './platform/realtime/acquisition-events';
import {
  patientRecordEvent,
  type PatientRecordEvent,
} from './platform/realtime/patient-record-events';
import { alignmentEvent, type AlignmentEvent } from './platform/realtime/alignment-events';
import { caseChange, type CaseChange } from './platform/realtime/case-events';
import { createEventBus } from './platform/realtime/create-event-bus';
import { ACCOUNT_CACHE_TTL_MS, AccountCache } from './platform/auth/account-cache';
import { accountChange, type AccountChange } from './platform/auth/account-changes';
import type { SessionRow } from './platform/auth/sessions';
import { systemClock, type Clock } from './platform/clock';
import type { DatabaseHandle } from './platform/db/database';
import { registerConnectionDraining } from './platform/draining';
import { registerErrorHandler } from './platform/errors/handler';
import { Mailer } from './platform/mail/mailer';
import { smtpTransport } from './platform/mail/smtp-transport';
import { loggerOptions } from './platform/logging';
import { registerPayloadGuard } from './platform/payload-guard';
import { registerSecurityHeaders } from './platform/security-headers';
import { serializerCompiler } from './platform/serializer';
import {
  BLOB_ORPHAN_SWEEP_JOB,
  blobOrphanSweepJob,
  queueOrphanSweep,
} from './platform/orphan-blobs/sweep';
import { registerWebApp } from './platform/web-app';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Where log lines go; standard output by default. */
  logStream?: DestinationStream;
}

export interface App {
  app: FastifyInstance;
  /** Every route with its declared access, filled once `app.ready()` has run. */
  routes: RoutePolicy[];
}

/** Assembles the server: platform plugins first, then every product module, then the web app. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logStream,
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // The seed's paths mix capitalisations (`/api/v1/Users/...`, `/api/v1/users/...`).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const mailer = new Mailer({
    db: database.db,
    clock,
    from: config.mail.from,
    transport: config.mail.smtpUrl === undefined ? null : smtpTransport(config.mail.smtpUrl),
    log: app.log.child({ component: 'mail' }),
  });
  // Uploads' own byte work (hash, write, sync) runs beside the request thread at its priority.
  // Its threads, once started, stay: a modality's next study then pays no thread start and no
  // module loading on its first file (two threads, a few MB each).
  const uploadWorkers = new WorkerPool({ priority: 'normal', idleTimeoutMs: 'never' });
  const blobs = createBlobStore({
    root: blobRoot(config.dataDir),
    s3: config.s3,
    clock,
    log: app.log.child({ component: 'blobs' }),
    workers: uploadWorkers,
  });
  // Uploads come first: preview jobs wait for them (up to MAX_YIELD_MS).
  const foreground = new ForegroundWork();
  const jobs = new JobWorker({
    db: database.db,
    clock,
    log: app.log.child({ component: 'jobs' }),
    foreground,
  });
  const workers = new WorkerPool();
  const maintenance = new EmbeddedMaintenance(database, app.log.child({ component: 'database' }));
  const acquisitionEvents = createEventBus<AcquisitionEvent>({
    redis: config.redis,
    name: 'acquisition-events',
    schema: acquisitionEvent,
    log: app.log.child({ component: 'realtime' }),
    onListenerError: (error) => {
      app.log.error({ err: error }, 'live feed listener failed');
    },
  });
  const patientRecordEvents = createEventBus<PatientRecordEvent>({
    redis: config.redis,
    name: 'patient-record-events',
    schema: patientRecordEvent,
    log: app.log.child({ component: 'realtime' }),
    onListenerError: (error) => {
      app.log.error({ err: error }, 'patient record hub listener failed');
    },
  });
  const alignmentEvents = createEventBus<AlignmentEvent>({
    redis: config.redis,
    name: 'alignment-events',
    schema: alignmentEvent,
    log: app.log.child({ component: 'realtime' }),
    onListenerError: (error) => {
      app.log.error({ err: error }, 'alignment hub listener failed');
    },
  });
  const caseEvents = createEventBus<CaseChange>({
    redis: config.redis,
    name: 'case-events',
    schema: caseChange,
    log: app.log.child({ component: 'realtime' }),
    onListenerError: (error) => {
      app.log.error({ err: error }, 'case channel listener failed');
    },
  });
  // Account changes reach every instance: caches forget them, live feeds check their session.
  const accountChanges = createEventBus<AccountChange>({
    redis: config.redis,
    name: 'account-changes',
    schema: accountChange,
    log: app.log.child({ component: 'realtime' }),
    onListenerError: (error) => {
      app.log.error({ err: error }, 'account change listener failed');
    },
  });
  app.addHook('onReady', async () => {
    // What writers killed mid-file left behind; a live upload refreshes its file and stays.
    const swept = await blobs.sweepTemporary(STALE_TEMPORARY_MS);
    if (swept > 0) app.log.warn({ swept }, 'removed unfinished uploads left by a crash');
    // Whole blobs a crash left unnamed (stored, row not committed) go a day later.
    await queueOrphanSweep(database.db, clock.now());
    mailer.start();
    // Instances imported before the header's spacing was kept (migration 0016) are read again.
    await queuePixelSpacingBackfill(database.db, clock.now());
    jobs.start();
    maintenance.start();
  });
  app.addHook('onClose', async () => {
    await maintenance.stop();
    await jobs.stop();
    await workers.close();
    await uploadWorkers.close();
    await mailer.stop();
    await acquisitionEvents.close();
    await patientRecordEvents.close();
    await alignmentEvents.close();
    await caseEvents.close();
    await accountChanges.close();
  });
  app.decorate('services', {
    config,
    database,
    clock,
    accounts: new AccountCache<SessionRow>(clock, ACCOUNT_CACHE_TTL_MS, accountChanges),
    mailer,
    blobs,
    uploadBuffers: new UploadMemory({
      maxFileBytes: config.maxUploadBytes,
      totalBytes: config.uploadMemoryBytes,
      perOwnerBytes: config.maxUploadBytes,
    }),
    jobs,
    foreground,
    acquisitionEvents,
    patientRecordEvents,
    alignmentEvents,
    caseEvents,
    workers,
  });
  jobs.handle(RENDER_PREVIEWS_JOB, renderPreviewsJob(app.services));
  jobs.handle(READ_PIXEL_SPACING_JOB, readPixelSpacingJob(app.services));
  jobs.handle(PRESENCE_EXPIRY_JOB, presenceExpiryJob(app.services));
  jobs.handle(RETURN_ABANDONED_JOB, returnAbandonedJob(app.services));
  jobs.handle(MODEL_OUTCOME_EMAIL_JOB, modelOutcomeEmailJob(app.services));
  jobs.handle(BLOB_ORPHAN_SWEEP_JOB, blobOrphanSweepJob(app.services));
  const routes = enforceRoutePolicies(app);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  registerConnectionDraining(app);
  await app.register(fastifyRateLimit, { global: false });
  // Live feeds send; their clients send nothing the server reads, so 1 KB is plenty.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: PRODUCT_VERSION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sagitta_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  registerAuthentication(app);
  registerPayloadGuard(app);
  registerAuditTrail(app);

  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(systemRoutes);
  await app.register(connectionsRoutes);
  await app.register(clientLogsRoutes);
  await app.register(userAdminRoutes);
  await app.register(accessRequestsRoutes);
  await app.register(outboxRoutes);
  await app.register(institutionsRoutes);
  await app.register(accessKeysRoutes);
  await app.register(importRoutes);
  await app.register(patientRoutes);
  await app.register(examRoutes);
  await app.register(unassignedRoutes);
  await app.register(worklistRoutes);
  await app.register(liveFeedRoutes);
  await app.register(launcherRoutes);
  await app.register(referringPhysicianTagRoutes);
  await app.register(auditRoutes);
  await app.register(patientNotesRoutes);
  await app.register(patientRecordHubRoutes);
  await app.register(alignmentHubRoutes);
  await app.register(preferencesRoutes);
  await app.register(alignmentMeasureRoutes);
  await app.register(alignmentAssessmentRoutes);
  await app.register(alignmentReportRoutes);
  await app.register(trendsRoutes);
  await app.register(casesRoutes);
  await app.register(caseFeedRoutes);
  await app.register(presenceRoutes);
  await registerWebApp(app, config.webDist);

  return { app, routes };
}
