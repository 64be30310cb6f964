import {
  patientFileHref,
  PRODUCT_NAME,
  REJECTION_REASON_LABELS,
  type ModelOutcome,
  type RejectionReason,
} from '@sagitta/domain';
import type { MailMessage } from '../../platform/mail/mailer';

/** What the email of a model's outcome may say: no name, no DICOM id, no comment. */
export interface ModelOutcomeFacts {
  outcome: ModelOutcome;
  /** The physician's first name, as the portal's other emails greet. */
  firstName: string;
  /** The product patient id (`SGT-000123`), which means nothing outside the portal. */
  productPatientId: string;
  /** The patient record's id, for the link to their file. */
  patientId: string;
  /** The case's alignment assessment, which the released model's link opens. */
  modelingId: string;
  /** Set when rejected (a case rejected before reasons were required has none). */
  rejectionReason: RejectionReason | null;
}

/**
 * The email telling a physician that their 3D model was released or rejected (issue 18). As the
 * portal's other emails, it names no patient: the product patient id and a link to the patient
 * file, which asks them to sign in. The technician's comment is left out: PHI may hide in it.
 * @param publicUrl - where the portal is reached, without a trailing slash (`PUBLIC_URL`)
 */
export function modelOutcomeEmail(
  facts: ModelOutcomeFacts,
  publicUrl: string,
): Omit<MailMessage, 'to'> {
  const file = `${publicUrl}${patientFileHref(facts.patientId)}`;
  // The released model is reviewed where the physician approves assessments: on its own one.
  const review = `${publicUrl}${patientFileHref(facts.patientId, { tab: 'ALIGNMENT', assessment: facts.modelingId })}`;
  const greeting = [`Hello ${facts.firstName},`, ''];
  switch (facts.outcome) {
    case 'Released':
      return {
        subject: `Your ${PRODUCT_NAME} 3D model is ready to review`,
        kind: 'model-released',
        text: [
          ...greeting,
          `The 3D model you requested for patient ${facts.productPatientId} is ready to review.`,
          'Review and approve it in the patient file:',
          '',
          review,
        ].join('\n'),
      };
    case 'Rejected': {
      const reason =
        facts.rejectionReason === null ? null : REJECTION_REASON_LABELS[facts.rejectionReason];
      return {
        subject: `Your ${PRODUCT_NAME} 3D model request was rejected`,
        kind: 'model-rejected',
        text: [
          ...greeting,
          `The 3D model you requested for patient ${facts.productPatientId} could not be made.`,
          ...(reason === null ? [] : [`Reason: ${reason}`]),
          '',
          'The patient file shows the request:',
          '',
          file,
        ].join('\n'),
      };
    }
  }
}
