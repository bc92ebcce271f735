import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { mailLocaleOf, renderMail } from '../../adapters/mail/render-mail.ts';

export type ArchiveDirection = 'archive' | 'restore';

const texts = {
  en: {
    greeting: 'Hello,',
    subject: { archive: 'The material was not archived', restore: 'The material was not restored' },
    body: {
      archive: (address: string) =>
        `We could not archive the material of ${address}. It is still available as before. Please try again later.`,
      restore: (address: string) =>
        `We could not restore the material of ${address}. It is still archived. Please try again later.`,
    },
    action: 'Open the case',
    footer: 'You receive this email because you asked for this change of the material.',
  },
  da: {
    greeting: 'Hej',
    subject: { archive: 'Materialet blev ikke arkiveret', restore: 'Materialet blev ikke gendannet' },
    body: {
      archive: (address: string) =>
        `Vi kunne ikke arkivere materialet på ${address}. Det er stadig tilgængeligt som før. Prøv igen senere.`,
      restore: (address: string) =>
        `Vi kunne ikke gendanne materialet på ${address}. Det er stadig arkiveret. Prøv igen senere.`,
    },
    action: 'Åbn sagen',
    footer: 'Du modtager denne e-mail, fordi du bad om denne ændring af materialet.',
  },
  sv: {
    greeting: 'Hej,',
    subject: { archive: 'Materialet arkiverades inte', restore: 'Materialet återställdes inte' },
    body: {
      archive: (address: string) =>
        `Vi kunde inte arkivera materialet för ${address}. Det finns kvar som tidigare. Försök igen senare.`,
      restore: (address: string) =>
        `Vi kunde inte återställa materialet för ${address}. Det är fortfarande arkiverat. Försök igen senare.`,
    },
    action: 'Öppna ärendet',
    footer: 'Du får det här meddelandet eftersom du bad om den här ändringen av materialet.',
  },
  no: {
    greeting: 'Hei,',
    subject: { archive: 'Materialet ble ikke arkivert', restore: 'Materialet ble ikke gjenopprettet' },
    body: {
      archive: (address: string) =>
        `Vi kunne ikke arkivere materialet for ${address}. Det er fortsatt tilgjengelig som før. Prøv igjen senere.`,
      restore: (address: string) =>
        `Vi kunne ikke gjenopprette materialet for ${address}. Det er fortsatt arkivert. Prøv igjen senere.`,
    },
    action: 'Åpne saken',
    footer: 'Du mottar denne e-posten fordi du ba om denne endringen av materialet.',
  },
};

/** To the person who asked for the archive or restore, when the job gave up (docs/product.md: generic archive error). */
export function archiveFailedMail(input: {
  locale: string | null;
  to: string;
  address: string;
  direction: ArchiveDirection;
  link: string;
}): MailMessage {
  const text = texts[mailLocaleOf(input.locale)];
  return renderMail({
    to: input.to,
    subject: text.subject[input.direction],
    greeting: text.greeting,
    paragraphs: [text.body[input.direction](input.address)],
    action: { label: text.action, url: input.link },
    footer: text.footer,
  });
}
