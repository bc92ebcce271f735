import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { mailLocaleOf, renderMail } from '../../adapters/mail/render-mail.ts';

const texts = {
  en: {
    greeting: 'Hello,',
    subject: 'A webhook of your department was paused',
    body: (url: string, failures: number) =>
      `The portal could not deliver ${failures} events in a row to ${url}, so it stopped sending to this address. Check that your system answers, then resume the webhook on the Webhooks page; events of the pause are not sent.`,
    action: 'Open the webhook',
    footer: 'You receive this email because you are an administrator of the department.',
  },
  da: {
    greeting: 'Hej',
    subject: 'En webhook i din afdeling er sat på pause',
    body: (url: string, failures: number) =>
      `Portalen kunne ikke levere ${failures} hændelser i træk til ${url}, så den er holdt op med at sende til adressen. Kontrollér, at jeres system svarer, og genoptag webhooken på siden Webhooks; hændelser under pausen sendes ikke.`,
    action: 'Åbn webhooken',
    footer: 'Du modtager denne e-mail, fordi du er administrator i afdelingen.',
  },
  sv: {
    greeting: 'Hej,',
    subject: 'En webhook i din avdelning har pausats',
    body: (url: string, failures: number) =>
      `Portalen kunde inte leverera ${failures} händelser i rad till ${url}, så den slutade skicka till adressen. Kontrollera att ert system svarar och återuppta webhooken på sidan Webhooks; händelser under pausen skickas inte.`,
    action: 'Öppna webhooken',
    footer: 'Du får det här meddelandet eftersom du är administratör för avdelningen.',
  },
  no: {
    greeting: 'Hei,',
    subject: 'En webhook i avdelingen din er satt på pause',
    body: (url: string, failures: number) =>
      `Portalen kunne ikke levere ${failures} hendelser på rad til ${url}, så den sluttet å sende til adressen. Sjekk at systemet deres svarer, og gjenoppta webhooken på siden Webhooks; hendelser under pausen sendes ikke.`,
    action: 'Åpne webhooken',
    footer: 'Du mottar denne e-posten fordi du er administrator for avdelingen.',
  },
};

/** To each admin of the department when the hub paused one of its webhooks after failed deliveries. */
export function webhookPausedMail(input: {
  locale: string | null;
  to: string;
  url: string;
  failures: number;
  link: string;
}): MailMessage {
  const text = texts[mailLocaleOf(input.locale)];
  return renderMail({
    to: input.to,
    subject: text.subject,
    greeting: text.greeting,
    paragraphs: [text.body(input.url, input.failures)],
    action: { label: text.action, url: input.link },
    footer: text.footer,
  });
}
