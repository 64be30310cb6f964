import { createTransport } from 'nodemailer';

/** One email as it leaves the portal. */
export interface Envelope {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** What the deliverer needs of a mail server. */
export interface MailTransport {
  /** Resolves once the server has accepted the message; rejects otherwise. */
  send(envelope: Envelope): Promise<void>;
  close(): void;
}

/** A slow or silent server fails the message (retried later) instead of stalling delivery. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * nodemailer's SMTP transport for `SMTP_URL` (`smtp://` with STARTTLS when the server offers it,
 * `smtps://` for TLS from the start; credentials in the URL).
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...TIMEOUTS });
  return {
    async send(envelope) {
      await transporter.sendMail(envelope);
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Why a delivery failed, as a code safe to store and log: nodemailer's error code and the SMTP
 * reply code (`EENVELOPE 550`). Never the error's text, which can quote the recipient.
 */
export function deliveryErrorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const name = typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,31}$/.test(code) ? code : 'ESEND';
  return typeof responseCode === 'number' && Number.isInteger(responseCode)
    ? `${name} ${responseCode}`
    : name;
}
