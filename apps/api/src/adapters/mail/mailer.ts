import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
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
 * nodemailer is loaded with the first mail rather than with the hub: about 20 MB of memory kept only by a hub
 * that sends mail (docs/performance.md, "Memory"). The transport is made once.
 */
function transportOnFirstMail(options: string | Record<string, unknown>): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transport;
  };
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
    const transport = transportOnFirstMail(smtpUrl);
    return {
      async send(message) {
        await (await transport()).sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = transportOnFirstMail({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true });
      sequence += 1;
      const file = path.join(mailDir, `${Date.now()}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the mail folder');
    },
  };
}
