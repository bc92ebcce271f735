import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { formatMoment, type LanguageAndZone } from '../../adapters/mail/recipient-language.ts';
import { mailLocaleOf, renderMail } from '../../adapters/mail/render-mail.ts';

const texts = {
  en: {
    greeting: 'Hello,',
    readySubject: (address: string) => `Your download of ${address} is ready`,
    readyBody: (address: string, count: number) =>
      `The material of ${address} is packed as a zip file (${count} ${count === 1 ? 'file' : 'files'}).`,
    expires: (date: string) => `The link works until ${date}.`,
    download: 'Download the zip file',
    failedSubject: 'Zip packing error',
    failedBody: (address: string) =>
      `We could not pack the material of ${address} as a zip file. You can try again from the case in the portal.`,
    tryAgain: 'Try again',
    footer: 'You receive this email because a download of material was ordered for this address.',
  },
  da: {
    greeting: 'Hej',
    readySubject: (address: string) => `Din download af ${address} er klar`,
    readyBody: (address: string, count: number) =>
      `Materialet på ${address} er pakket som en zip-fil (${count} ${count === 1 ? 'fil' : 'filer'}).`,
    expires: (date: string) => `Linket virker indtil ${date}.`,
    download: 'Hent zip-filen',
    failedSubject: 'Fejl ved pakning af zip-filen',
    failedBody: (address: string) =>
      `Vi kunne ikke pakke materialet på ${address} som en zip-fil. Du kan prøve igen fra sagen i portalen.`,
    tryAgain: 'Prøv igen',
    footer: 'Du modtager denne e-mail, fordi der er bestilt en download af materiale til denne adresse.',
  },
  sv: {
    greeting: 'Hej,',
    readySubject: (address: string) => `Din nedladdning av ${address} är klar`,
    readyBody: (address: string, count: number) =>
      `Materialet för ${address} är packat som en zip-fil (${count} ${count === 1 ? 'fil' : 'filer'}).`,
    expires: (date: string) => `Länken fungerar till ${date}.`,
    download: 'Ladda ner zip-filen',
    failedSubject: 'Fel vid packning av zip-filen',
    failedBody: (address: string) =>
      `Vi kunde inte packa materialet för ${address} som en zip-fil. Du kan försöka igen från ärendet i portalen.`,
    tryAgain: 'Försök igen',
    footer: 'Du får det här meddelandet eftersom en nedladdning av material beställdes för den här adressen.',
  },
  no: {
    greeting: 'Hei,',
    readySubject: (address: string) => `Nedlastingen av ${address} er klar`,
    readyBody: (address: string, count: number) =>
      `Materialet for ${address} er pakket som en zip-fil (${count} ${count === 1 ? 'fil' : 'filer'}).`,
    expires: (date: string) => `Lenken virker til ${date}.`,
    download: 'Last ned zip-filen',
    failedSubject: 'Feil ved pakking av zip-filen',
    failedBody: (address: string) =>
      `Vi kunne ikke pakke materialet for ${address} som en zip-fil. Du kan prøve igjen fra saken i portalen.`,
    tryAgain: 'Prøv igjen',
    footer: 'Du mottar denne e-posten fordi det ble bestilt en nedlasting av materiale for denne adressen.',
  },
};

/** The link to the packed zip; it expires, so the mail says when, in the reader's zone. */
export function zipReadyMail(input: {
  reader: LanguageAndZone;
  to: string;
  address: string;
  fileCount: number;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const text = texts[input.reader.locale];
  return renderMail({
    to: input.to,
    subject: text.readySubject(input.address),
    greeting: text.greeting,
    paragraphs: [
      text.readyBody(input.address, input.fileCount),
      text.expires(formatMoment(input.expiresAt, input.reader)),
    ],
    action: { label: text.download, url: input.link },
    footer: text.footer,
  });
}

/** "Zip packing error" (docs/product.md), with the way back to the case to try again. */
export function zipFailedMail(input: {
  locale: string | null;
  to: string;
  address: string;
  link: string;
}): MailMessage {
  const text = texts[mailLocaleOf(input.locale)];
  return renderMail({
    to: input.to,
    subject: text.failedSubject,
    greeting: text.greeting,
    paragraphs: [text.failedBody(input.address)],
    action: { label: text.tryAgain, url: input.link },
    footer: text.footer,
  });
}
