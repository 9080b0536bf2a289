import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  phone: string;
  scene: string;
  code: string;
}

/** A message that is not a code, e.g. an invitation to join an organisation. */
export interface SmsNotice {
  phone: string;
  text: string;
}

/** Sends verification codes and notices. A real SMS vendor plugs in here; the outbox provider is the default. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
  notify(notice: SmsNotice): Promise<void>;
}

/**
 * Codes are already stored in `sms_code` before sending, so the outbox provider only has to announce
 * them in the server log: dev users read them there, tests read the table.
 */
export function createOutboxSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send({ phone, scene, code }) {
      log.info({ phone, scene, smsCode: code }, 'verification code written to the SMS outbox');
    },
    async notify({ phone, text }) {
      log.info({ phone, smsText: text }, 'message written to the SMS outbox');
    },
  };
}
