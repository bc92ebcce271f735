import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

export interface SmsMessage {
  /** The recipient's number as the office typed it. */
  to: string;
  text: string;
}

/** Sends text messages; a refusal or an unreachable gateway throws. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The SMS gateway when SMS_URL is set: POST {SMS_URL}/messages with the bearer key and JSON {to, from, text};
 * any 2xx is accepted. Otherwise every message is written to `smsDir` as a .txt file and logged, as the
 * mailer does, so a portal without a gateway still lets people follow the booking links.
 */
export function createSmsSender(options: {
  smsUrl?: string;
  apiKey?: string;
  sender: string;
  smsDir: string;
  logger: Logger;
}): SmsSender {
  const { smsUrl, apiKey, sender, smsDir, logger } = options;
  if (smsUrl) {
    const endpoint = `${smsUrl.replace(/\/+$/, '')}/messages`;
    return {
      async send(message) {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({ to: message.to, from: sender, text: message.text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
        logger.info({ to: message.to }, 'sms sent');
      },
    };
  }
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(smsDir, { recursive: true });
      sequence += 1;
      const file = path.join(smsDir, `${Date.now()}-${process.pid}-${sequence}.txt`);
      await writeFile(file, `From: ${sender}\nTo: ${message.to}\n\n${message.text}\n`);
      logger.info({ to: message.to, file, text: message.text }, 'sms written to the sms folder');
    },
  };
}
