import { PRODUCT_NAME, SET_PASSWORD_LINK_HOURS } from '@sagitta/domain';
import type { MailKind } from '../../platform/mail/mailer';

/** Why someone is sent a set-password link. */
export type LinkReason = 'created' | 'accepted' | 'reset' | 'reactivated';

export interface EmailContent {
  subject: string;
  text: string;
  kind: MailKind;
}

const OPENINGS: Record<LinkReason, { subject: string; opening: string }> = {
  created: {
    subject: `Your ${PRODUCT_NAME} account`,
    opening: `An administrator has created a ${PRODUCT_NAME} account for you.`,
  },
  accepted: {
    subject: `Your ${PRODUCT_NAME} access request was accepted`,
    opening: `Your request for access to ${PRODUCT_NAME} has been accepted.`,
  },
  reset: {
    subject: `Set a new ${PRODUCT_NAME} password`,
    opening: `An administrator has reset your ${PRODUCT_NAME} password.`,
  },
  reactivated: {
    subject: `Your ${PRODUCT_NAME} account is active again`,
    opening: `An administrator has reactivated your ${PRODUCT_NAME} account.`,
  },
};

/**
 * The email carrying a set-password link. Names no patient and nothing about the account but
 * the person's first name.
 * @param link - the absolute one-time link
 */
export function setPasswordEmail(
  reason: LinkReason,
  firstName: string,
  link: string,
): EmailContent {
  const { subject, opening } = OPENINGS[reason];
  return {
    subject,
    kind: reason === 'accepted' ? 'request-accepted' : 'set-password',
    text: [
      `Hello ${firstName},`,
      '',
      opening,
      `Set your password within ${SET_PASSWORD_LINK_HOURS} hours with this link, which works once:`,
      '',
      link,
      '',
      'If you did not expect this email, you can ignore it.',
    ].join('\n'),
  };
}

/** The email telling a requester that their access request was not accepted. */
export function requestRejectedEmail(firstName: string): EmailContent {
  return {
    subject: `Your ${PRODUCT_NAME} access request`,
    kind: 'request-rejected',
    text: [
      `Hello ${firstName},`,
      '',
      `Your request for access to ${PRODUCT_NAME} was not accepted.`,
      'If you believe this is a mistake, please contact your representative.',
    ].join('\n'),
  };
}
