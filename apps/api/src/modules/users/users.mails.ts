import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { mailLocaleOf, renderMail } from '../../adapters/mail/render-mail.ts';

interface EmailChangeTexts {
  greeting: (name: string) => string;
  hello: string;
  confirmSubject: string;
  confirmBody: string;
  confirmAction: string;
  confirmFooter: string;
  takenSubject: string;
  takenBody: string;
  changedSubject: string;
  changedBody: (newEmail: string) => string;
  changedWarning: string;
  toPortal: string;
  ignoreFooter: string;
}

const texts: Record<'en' | 'da' | 'sv' | 'no', EmailChangeTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    hello: 'Hello,',
    confirmSubject: 'Confirm your new email address',
    confirmBody:
      'You asked to use this address for your portal account. Confirm it with the link below within 24 hours; until then your account keeps its current address.',
    confirmAction: 'Confirm the new address',
    confirmFooter: 'If you did not ask for this, you can ignore this email; nothing changes.',
    takenSubject: 'Your email address was given for a portal account',
    takenBody:
      'Someone asked to use this address for their portal account. This address already belongs to an account, so nothing was changed.',
    changedSubject: 'Your email address has been changed',
    changedBody: (newEmail) =>
      `The email address of your portal account has been changed to ${newEmail}. From now on you sign in with that address, and you have been signed out on your other devices.`,
    changedWarning: 'If you did not do this, contact your administrator or customer support at once.',
    toPortal: 'Go to the portal',
    ignoreFooter: 'You receive this email to keep your account safe.',
  },
  da: {
    greeting: (name) => `Hej ${name}`,
    hello: 'Hej',
    confirmSubject: 'Bekræft din nye e-mailadresse',
    confirmBody:
      'Du har bedt om at bruge denne adresse til din portalkonto. Bekræft den med linket nedenfor inden for 24 timer; indtil da beholder kontoen sin nuværende adresse.',
    confirmAction: 'Bekræft den nye adresse',
    confirmFooter: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail; intet ændres.',
    takenSubject: 'Din e-mailadresse blev angivet til en portalkonto',
    takenBody:
      'Nogen har bedt om at bruge denne adresse til sin portalkonto. Adressen hører allerede til en konto, så intet blev ændret.',
    changedSubject: 'Din e-mailadresse er blevet ændret',
    changedBody: (newEmail) =>
      `E-mailadressen på din portalkonto er ændret til ${newEmail}. Fremover logger du ind med den adresse, og du er blevet logget ud på dine andre enheder.`,
    changedWarning: 'Hvis det ikke var dig, så kontakt straks din administrator eller kundeservice.',
    toPortal: 'Gå til portalen',
    ignoreFooter: 'Du modtager denne e-mail for at beskytte din konto.',
  },
  sv: {
    greeting: (name) => `Hej ${name},`,
    hello: 'Hej,',
    confirmSubject: 'Bekräfta din nya e-postadress',
    confirmBody:
      'Du har bett om att använda den här adressen för ditt portalkonto. Bekräfta den med länken nedan inom 24 timmar; till dess behåller kontot sin nuvarande adress.',
    confirmAction: 'Bekräfta den nya adressen',
    confirmFooter: 'Om du inte har begärt detta kan du bortse från meddelandet; ingenting ändras.',
    takenSubject: 'Din e-postadress angavs för ett portalkonto',
    takenBody:
      'Någon har bett om att använda den här adressen för sitt portalkonto. Adressen hör redan till ett konto, så ingenting ändrades.',
    changedSubject: 'Din e-postadress har ändrats',
    changedBody: (newEmail) =>
      `E-postadressen för ditt portalkonto har ändrats till ${newEmail}. Från och med nu loggar du in med den adressen, och du har loggats ut på dina andra enheter.`,
    changedWarning: 'Om det inte var du, kontakta genast din administratör eller kundtjänst.',
    toPortal: 'Gå till portalen',
    ignoreFooter: 'Du får det här meddelandet för att skydda ditt konto.',
  },
  no: {
    greeting: (name) => `Hei ${name},`,
    hello: 'Hei,',
    confirmSubject: 'Bekreft den nye e-postadressen din',
    confirmBody:
      'Du har bedt om å bruke denne adressen for portalkontoen din. Bekreft den med lenken nedenfor innen 24 timer; til da beholder kontoen den nåværende adressen.',
    confirmAction: 'Bekreft den nye adressen',
    confirmFooter: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten; ingenting endres.',
    takenSubject: 'E-postadressen din ble oppgitt for en portalkonto',
    takenBody:
      'Noen har bedt om å bruke denne adressen for portalkontoen sin. Adressen hører allerede til en konto, så ingenting ble endret.',
    changedSubject: 'E-postadressen din er endret',
    changedBody: (newEmail) =>
      `E-postadressen til portalkontoen din er endret til ${newEmail}. Fra nå av logger du inn med den adressen, og du er logget ut på de andre enhetene dine.`,
    changedWarning: 'Hvis det ikke var deg, kontakt administratoren din eller kundeservice med en gang.',
    toPortal: 'Gå til portalen',
    ignoreFooter: 'Du mottar denne e-posten for å beskytte kontoen din.',
  },
};

interface MailInput {
  locale: string | null;
  to: string;
  firstName: string;
}

/** To the new address: the only way the change happens. */
export function emailChangeConfirmMail(input: MailInput & { link: string }): MailMessage {
  const text = texts[mailLocaleOf(input.locale)];
  return renderMail({
    to: input.to,
    subject: text.confirmSubject,
    greeting: text.greeting(input.firstName),
    paragraphs: [text.confirmBody],
    action: { label: text.confirmAction, url: input.link },
    footer: text.confirmFooter,
  });
}

/**
 * To a new address that already has an account, instead of a link: the person asking is told the same as
 * for a free address, so the answer never reveals the account; the address's owner learns of the attempt.
 */
export function emailTakenMail(input: { locale: string | null; to: string; portalUrl: string }): MailMessage {
  const text = texts[mailLocaleOf(input.locale)];
  return renderMail({
    to: input.to,
    subject: text.takenSubject,
    greeting: text.hello,
    paragraphs: [text.takenBody],
    action: { label: text.toPortal, url: input.portalUrl },
    footer: text.ignoreFooter,
  });
}

/** To the old address once the change is made, so an owner who did not make it finds out. */
export function emailChangedMail(input: MailInput & { newEmail: string; portalUrl: string }): MailMessage {
  const text = texts[mailLocaleOf(input.locale)];
  return renderMail({
    to: input.to,
    subject: text.changedSubject,
    greeting: text.greeting(input.firstName),
    paragraphs: [text.changedBody(input.newEmail), text.changedWarning],
    action: { label: text.toPortal, url: input.portalUrl },
    footer: text.ignoreFooter,
  });
}
