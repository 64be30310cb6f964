import type { Config } from '../config';
import type { SessionCache } from './auth/sessions';
import type { BlobStore, UploadMemory } from './blobs';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/database';
import type { ForegroundWork } from './jobs/foreground';
import type { JobWorker } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { AcquisitionEvent } from './realtime/acquisition-events';
import type { EventBus } from './realtime/event-bus';
import type { PatientRecordEvent } from './realtime/patient-record-events';
import type { AlignmentEvent } from './realtime/alignment-events';
import type { CaseChange } from './realtime/case-events';
import type { WorkerPool } from './workers/worker-pool';

/** What every module's service needs from the platform; decorated on the Fastify instance. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Short-lived memory of sessions and profiles; forget an account after changing it. */
  accounts: SessionCache;
  /** Email: written to the outbox in a transaction, delivered after commit when configured. */
  mailer: Mailer;
  /** Files: original DICOM bytes and rendered previews, content-addressed. */
  blobs: BlobStore;
  /** The bounded memory in which uploads gather each file before it is stored. */
  uploadBuffers: UploadMemory;
  /** Background jobs (preview rendering); `kick()` after committing an enqueue. */
  jobs: JobWorker;
  /** Requests the background jobs give way to (uploads): wrap them in `during`. */
  foreground: ForegroundWork;
  /** Exams imported or changed, for the worklist's live feed. */
  acquisitionEvents: EventBus<AcquisitionEvent>;
  /** Patient records changed (notes, flags, primary physician), for the patient record hub. */
  patientRecordEvents: EventBus<PatientRecordEvent>;
  /** Alignment assessment changes, for `/alignmentHub`. */
  alignmentEvents: EventBus<AlignmentEvent>;
  /** 3D case changes, for the case lists' live channel and the patient record hub. */
  caseEvents: EventBus<CaseChange>;
  /** Worker threads for CPU-heavy work (decoding and rendering images), off the request thread. */
  workers: WorkerPool;
}
