import { SET_PASSWORD_LINK_HOURS } from '@sagitta/domain';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { claimUnsent, insertOutboxMessage, markDelivered, markFailed } from './outbox-repo';
import { deliveryErrorCode, type MailTransport } from './smtp-transport';

/** What an email is about; the outbox page shows it. */
export type MailKind =
  'set-password' | 'request-accepted' | 'request-rejected' | 'model-released' | 'model-rejected';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text. Written to the outbox, never to a log. */
  text: string;
  kind: MailKind;
}

/** Where the deliverer reports; pino's logger fits. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

/** Messages older than this are no longer tried: the links they carry have expired. */
const RETRY_WINDOW_MS = SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000;
/** Failed messages are tried again this often (and whenever new mail is written). */
const RETRY_INTERVAL_MS = 60_000;
const BATCH_SIZE = 20;

/**
 * The portal's email. `send` writes the message to the outbox inside the caller's transaction,
 * so a change that rolls back sends nothing. With a transport (`SMTP_URL`), messages are then
 * delivered after commit: services call `deliverSoon()` once their transaction has committed,
 * and a timer retries failures every minute. Without one, they stay in the outbox for
 * administrators to read.
 *
 * Delivery is at most once: a message is claimed (its `sent_at` set) before it is handed to the
 * server, so two instances never send it twice; a failure gives it back, unsent, with an error
 * code. A process that dies mid-send leaves that one message marked sent.
 */
export class Mailer {
  private readonly transport: MailTransport | null;
  private pass: Promise<DeliveryReport> | null = null;
  private passRequested = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: {
      db: Database;
      clock: Clock;
      from: string;
      transport: MailTransport | null;
      log: MailLog;
    },
  ) {
    this.transport = options.transport;
  }

  /** Whether messages leave the portal, or stay in the outbox. */
  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Writes an email to the outbox in the caller's transaction. */
  async send(executor: Executor, message: MailMessage): Promise<void> {
    await insertOutboxMessage(executor, {
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      kind: message.kind,
      createdAt: this.options.clock.now(),
    });
  }

  /** Starts delivering what is waiting, without waiting for it; call after commit. */
  deliverSoon(): void {
    if (this.transport === null) return;
    this.deliverPending().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'email delivery pass failed');
    });
  }

  /**
   * Delivers every unsent message of the retry window once. One pass runs at a time per process;
   * a call during a pass makes it run once more, so that nothing written meanwhile waits for
   * the timer.
   * @returns what the pass (or the pass in progress) delivered and failed
   */
  deliverPending(): Promise<DeliveryReport> {
    if (this.transport === null) return Promise.resolve({ delivered: 0, failed: 0 });
    const transport = this.transport;
    if (this.pass !== null) {
      this.passRequested = true;
      return this.pass;
    }
    const run = async (): Promise<DeliveryReport> => {
      const total = { delivered: 0, failed: 0 };
      do {
        this.passRequested = false;
        const report = await this.deliverOnce(transport);
        total.delivered += report.delivered;
        total.failed += report.failed;
      } while (this.wasPassRequested());
      return total;
    };
    this.pass = run().finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  /** Retries on a timer from now on; a no-op without a transport. */
  start(intervalMs: number = RETRY_INTERVAL_MS): void {
    if (this.transport === null || this.timer !== null) return;
    this.timer = setInterval(() => {
      this.deliverSoon();
    }, intervalMs);
    this.timer.unref();
    this.deliverSoon();
  }

  /** Stops the timer, lets a pass in progress finish, and closes the transport. */
  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.pass?.catch(() => undefined);
    this.transport?.close();
  }

  /** Read through a call: a request can arrive while a pass awaits the database or the server. */
  private wasPassRequested(): boolean {
    return this.passRequested;
  }

  private async deliverOnce(transport: MailTransport): Promise<DeliveryReport> {
    const { db, clock, from, log } = this.options;
    const report = { delivered: 0, failed: 0 };
    const tried: string[] = [];
    for (;;) {
      const now = clock.now();
      const batch = await claimUnsent(db, {
        now,
        since: new Date(now.getTime() - RETRY_WINDOW_MS),
        skip: tried,
        limit: BATCH_SIZE,
      });
      if (batch.length === 0) return report;
      batch.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      for (const message of batch) {
        tried.push(message.id);
        try {
          await transport.send({
            from,
            to: message.recipient,
            subject: message.subject,
            text: message.body,
          });
          await markDelivered(db, message.id, clock.now());
          report.delivered += 1;
          log.info({ outboxId: message.id, kind: message.kind }, 'email delivered');
        } catch (error) {
          const code = deliveryErrorCode(error);
          await markFailed(db, message.id, code);
          report.failed += 1;
          log.warn({ outboxId: message.id, kind: message.kind, code }, 'email delivery failed');
        }
      }
    }
  }
}
