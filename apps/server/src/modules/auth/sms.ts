import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  phone: string;
  scene: string;
  code: string;
}

/** Sends verification codes. A real SMS vendor plugs in here; the outbox provider is the default. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
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
  };
}
