import type { MailMessage } from '../../adapters/mail/mailer.ts';

export interface SupportMailFacts {
  supportEmail: string;
  senderName: string;
  senderEmail: string;
  department: string;
  fromPage?: string;
  subject: string;
  message: string;
}

/**
 * The message as the provider's support reads it: in English (the support desk's working language), with
 * who wrote it, for which department and from which page; answering it writes to the user.
 */
export function supportMessageMail(facts: SupportMailFacts): MailMessage {
  return {
    to: facts.supportEmail,
    replyTo: facts.senderEmail,
    subject: `Customer support: ${facts.subject}`,
    text: [
      `From: ${facts.senderName} <${facts.senderEmail}>`,
      `Department: ${facts.department}`,
      `Page: ${facts.fromPage ?? 'not known'}`,
      '',
      facts.message,
    ].join('\n'),
  };
}
