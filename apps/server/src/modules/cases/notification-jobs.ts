import { z } from 'zod';
import { emailsModelOutcome, modelOutcomeOf } from '@sagitta/domain';
import { recordAudit } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/queue';
import type { Services } from '../../platform/services';
import { modelOutcomeEmail } from './model-emails';
import { lockCaseNotification, markPhysicianNotified } from './notification-repo';

/** Tells a case's physician that their model was released or rejected (issue 18). */
export const MODEL_OUTCOME_EMAIL_JOB = 'cases.model-outcome-email';

const modelOutcomePayload = z.object({ caseId: z.uuid() });

/**
 * Queues the physician's notification of a release or a rejection in the transaction of that
 * change: it exists exactly when the change commits, and survives a restart. Kick the job worker
 * after the commit.
 */
export async function queueModelOutcomeEmail(
  tx: Executor,
  now: Date,
  caseId: string,
): Promise<void> {
  await enqueueJob(tx, now, { kind: MODEL_OUTCOME_EMAIL_JOB, payload: { caseId } });
}

/**
 * Emails the physician of a released or rejected case when their preferences ask for it
 * (`emailsModelOutcome`), through the outbox, audited as the system. One transaction on the
 * locked case row, which it marks notified: a job run twice (a retry after a crash between the
 * commit and the job's removal, or two instances) sends one email. A deactivated physician is
 * not emailed.
 */
export function modelOutcomeEmailJob(
  services: Pick<Services, 'database' | 'clock' | 'mailer' | 'config'>,
) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const { caseId } = modelOutcomePayload.parse(payload);
    const now = services.clock.now();
    const emailed = await services.database.db.transaction(async (tx) => {
      const found = await lockCaseNotification(tx, caseId);
      if (found === undefined || found.physicianNotifiedAt !== null) return false;
      const outcome = modelOutcomeOf(found.stage);
      if (outcome === undefined) return false;
      await markPhysicianNotified(tx, caseId, now);
      if (!found.physicianActive || !emailsModelOutcome(found.preferences, outcome)) return false;
      const email = modelOutcomeEmail(
        {
          outcome,
          firstName: found.physicianFirstName,
          productPatientId: found.productPatientId,
          patientId: found.patientId,
          modelingId: found.modelingId,
          rejectionReason: found.rejectionReason,
        },
        services.config.publicUrl,
      );
      await services.mailer.send(tx, { to: found.physicianEmail, ...email });
      await recordAudit(tx, now, {
        actorUserId: null,
        action: 'case.notify',
        targetType: 'case',
        targetId: caseId,
        outcome: 'success',
        clientIp: null,
        details: { outcome, channel: 'email', kind: email.kind, recipientId: found.physicianId },
      });
      return true;
    });
    if (emailed) services.mailer.deliverSoon();
  };
}
