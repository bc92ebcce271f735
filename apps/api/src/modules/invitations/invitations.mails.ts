import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { mailLocaleOf, renderMail } from '../../adapters/mail/render-mail.ts';

const texts = {
  en: {
    subject: 'You are invited to the property portal',
    greeting: 'Hello,',
    body: (inviter: string, branches: string) =>
      `${inviter} has invited you to the property portal for ${branches}. There you order photography and other marketing material, follow your orders and get what was delivered.`,
    expiry: 'The invitation is valid for 14 days.',
    action: 'Accept the invitation',
    footer: 'If you did not expect this invitation, you can ignore this email.',
  },
  da: {
    subject: 'Du er inviteret til ejendomsportalen',
    greeting: 'Hej',
    body: (inviter: string, branches: string) =>
      `${inviter} har inviteret dig til ejendomsportalen for ${branches}. Her bestiller du fotografering og andet markedsføringsmateriale, følger dine ordrer og henter det leverede.`,
    expiry: 'Invitationen er gyldig i 14 dage.',
    action: 'Accepter invitationen',
    footer: 'Hvis du ikke forventede denne invitation, kan du se bort fra denne e-mail.',
  },
  sv: {
    subject: 'Du är inbjuden till fastighetsportalen',
    greeting: 'Hej,',
    body: (inviter: string, branches: string) =>
      `${inviter} har bjudit in dig till fastighetsportalen för ${branches}. Där beställer du fotografering och annat marknadsföringsmaterial, följer dina beställningar och hämtar det levererade.`,
    expiry: 'Inbjudan gäller i 14 dagar.',
    action: 'Acceptera inbjudan',
    footer: 'Om du inte väntade dig den här inbjudan kan du bortse från meddelandet.',
  },
  no: {
    subject: 'Du er invitert til eiendomsportalen',
    greeting: 'Hei,',
    body: (inviter: string, branches: string) =>
      `${inviter} har invitert deg til eiendomsportalen for ${branches}. Der bestiller du fotografering og annet markedsføringsmateriell, følger bestillingene dine og henter det som er levert.`,
    expiry: 'Invitasjonen er gyldig i 14 dager.',
    action: 'Godta invitasjonen',
    footer: 'Hvis du ikke ventet denne invitasjonen, kan du se bort fra denne e-posten.',
  },
};

export function invitationMail(input: {
  locale: string;
  to: string;
  inviterName: string;
  branchNames: string[];
  link: string;
}): MailMessage {
  const text = texts[mailLocaleOf(input.locale)];
  return renderMail({
    to: input.to,
    subject: text.subject,
    greeting: text.greeting,
    paragraphs: [text.body(input.inviterName, input.branchNames.join(', ')), text.expiry],
    action: { label: text.action, url: input.link },
    footer: text.footer,
  });
}
