import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when not to the sender (a support message: the user who wrote it). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when a URL is configured; otherwise every message is written to `mailDir` as an .eml file and
 * logged, so a portal without a mail server still lets people read their invitation and reset mails.
 */
export function createMailer(options: {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, mailDir, from, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true });
      sequence += 1;
      const file = path.join(mailDir, `${Date.now()}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the mail folder');
    },
  };
}
