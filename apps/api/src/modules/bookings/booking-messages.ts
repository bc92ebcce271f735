import type { Locale } from '@portal/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { renderMail } from '../../adapters/mail/render-mail.ts';

interface LinkFacts {
  name: string;
  address: string;
  department: string;
  url: string;
  /** The last moment the link works, already written in the recipient's language. */
  validUntil: string;
}

interface BookingTexts {
  linkSms: (facts: LinkFacts) => string;
  linkSubject: (address: string) => string;
  greeting: (name: string) => string;
  linkBody: (facts: LinkFacts) => string;
  action: string;
  footer: (address: string) => string;
  confirmed: (address: string, time: string) => string;
  calendarTitle: (address: string) => string;
  calendarPhotographer: (name: string) => string;
}

const texts: Record<Locale, BookingTexts> = {
  en: {
    linkSms: (f) =>
      `Hello ${f.name}. ${f.department} would like you to choose a time for the photographer's visit at ${f.address}: ${f.url} (valid until ${f.validUntil})`,
    linkSubject: (address) => `Choose a time for the photographer at ${address}`,
    greeting: (name) => `Hello ${name},`,
    linkBody: (f) =>
      `${f.department} has ordered photography of ${f.address}. Please choose a time that suits you for the photographer's visit. The link works until ${f.validUntil}; you do not need an account.`,
    action: 'Choose a time',
    footer: (address) =>
      `You receive this message because you are a contact person for ${address}. If you did not expect it, you can ignore it.`,
    confirmed: (address, time) => `The photographer's visit at ${address} is booked for ${time}.`,
    calendarTitle: (address) => `Photographer's visit: ${address}`,
    calendarPhotographer: (name) => `Photographer: ${name}`,
  },
  da: {
    linkSms: (f) =>
      `Hej ${f.name}. ${f.department} beder dig vælge et tidspunkt til fotografens besøg på ${f.address}: ${f.url} (gyldigt til ${f.validUntil})`,
    linkSubject: (address) => `Vælg et tidspunkt til fotografen på ${address}`,
    greeting: (name) => `Hej ${name}`,
    linkBody: (f) =>
      `${f.department} har bestilt fotografering af ${f.address}. Vælg venligst et tidspunkt, der passer dig, til fotografens besøg. Linket virker til ${f.validUntil}, og du skal ikke oprette en konto.`,
    action: 'Vælg et tidspunkt',
    footer: (address) =>
      `Du modtager denne besked, fordi du er kontaktperson for ${address}. Hvis du ikke forventede den, kan du se bort fra den.`,
    confirmed: (address, time) => `Fotografens besøg på ${address} er booket til ${time}.`,
    calendarTitle: (address) => `Fotografens besøg: ${address}`,
    calendarPhotographer: (name) => `Fotograf: ${name}`,
  },
  sv: {
    linkSms: (f) =>
      `Hej ${f.name}. ${f.department} ber dig välja en tid för fotografens besök på ${f.address}: ${f.url} (giltig till ${f.validUntil})`,
    linkSubject: (address) => `Välj en tid för fotografen på ${address}`,
    greeting: (name) => `Hej ${name},`,
    linkBody: (f) =>
      `${f.department} har beställt fotografering av ${f.address}. Välj en tid som passar dig för fotografens besök. Länken fungerar till ${f.validUntil}, och du behöver inget konto.`,
    action: 'Välj en tid',
    footer: (address) =>
      `Du får detta meddelande eftersom du är kontaktperson för ${address}. Om du inte väntade dig det kan du bortse från det.`,
    confirmed: (address, time) => `Fotografens besök på ${address} är bokat till ${time}.`,
    calendarTitle: (address) => `Fotografens besök: ${address}`,
    calendarPhotographer: (name) => `Fotograf: ${name}`,
  },
  no: {
    linkSms: (f) =>
      `Hei ${f.name}. ${f.department} ber deg velge et tidspunkt for fotografens besøk på ${f.address}: ${f.url} (gyldig til ${f.validUntil})`,
    linkSubject: (address) => `Velg et tidspunkt for fotografen på ${address}`,
    greeting: (name) => `Hei ${name},`,
    linkBody: (f) =>
      `${f.department} har bestilt fotografering av ${f.address}. Velg et tidspunkt som passer deg for fotografens besøk. Lenken virker til ${f.validUntil}, og du trenger ingen konto.`,
    action: 'Velg et tidspunkt',
    footer: (address) =>
      `Du mottar denne meldingen fordi du er kontaktperson for ${address}. Hvis du ikke ventet den, kan du se bort fra den.`,
    confirmed: (address, time) => `Fotografens besøk på ${address} er booket til ${time}.`,
    calendarTitle: (address) => `Fotografens besøk: ${address}`,
    calendarPhotographer: (name) => `Fotograf: ${name}`,
  },
};

export const linkSmsText = (locale: Locale, facts: LinkFacts) => texts[locale].linkSms(facts);

export function linkMail(locale: Locale, to: string, facts: LinkFacts): MailMessage {
  const text = texts[locale];
  return renderMail({
    to,
    subject: text.linkSubject(facts.address),
    greeting: text.greeting(facts.name),
    paragraphs: [text.linkBody(facts)],
    action: { label: text.action, url: facts.url },
    footer: text.footer(facts.address),
  });
}

export const confirmedText = (locale: Locale, address: string, time: string) =>
  texts[locale].confirmed(address, time);

/** The title and description of the visit in a calendar, in the language of the booking link. */
export const calendarTexts = (locale: Locale, address: string, photographer: string | null) => ({
  title: texts[locale].calendarTitle(address),
  description: photographer ? texts[locale].calendarPhotographer(photographer) : undefined,
});

/** The greeting and footer of every mail to a contact person, in their department's language. */
export const contactMailFrame = (locale: Locale, name: string, address: string) => ({
  greeting: texts[locale].greeting(name),
  footer: texts[locale].footer(address),
});
