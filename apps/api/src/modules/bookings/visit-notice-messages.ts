import type { Locale } from '@portal/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { renderMail } from '../../adapters/mail/render-mail.ts';
import { contactMailFrame } from './booking-messages.ts';

// What the contact person is told when the photographer's visit changes after they were involved: it is
// cancelled (with the time it had, or without one when they were only asked to choose), or it has a new time
// or photographer. Times are already written in their language and zone.

export interface VisitFacts {
  name: string;
  address: string;
  department: string;
  /** The visit's time, or null when none was booked yet. */
  time: string | null;
  photographer?: string | null;
}

interface NoticeTexts {
  cancelledSms: (f: VisitFacts) => string;
  cancelledSubject: (address: string) => string;
  cancelledBody: (f: VisitFacts) => string[];
  movedSms: (f: VisitFacts) => string;
  movedSubject: (address: string) => string;
  movedBody: (f: VisitFacts) => string[];
}

const texts: Record<Locale, NoticeTexts> = {
  en: {
    cancelledSms: (f) =>
      f.time
        ? `Hello ${f.name}. The photographer's visit at ${f.address} on ${f.time} has been cancelled. You do not need to do anything. Kind regards, ${f.department}`
        : `Hello ${f.name}. The photographer's visit at ${f.address} has been cancelled, so you no longer need to choose a time. Kind regards, ${f.department}`,
    cancelledSubject: (address) => `The photographer's visit at ${address} is cancelled`,
    cancelledBody: (f) => [
      f.time
        ? `The photographer's visit at ${f.address} on ${f.time} has been cancelled.`
        : `The photographer's visit at ${f.address} has been cancelled, so you no longer need to choose a time.`,
      `You do not need to do anything. If a new visit is wanted, ${f.department} will contact you.`,
    ],
    movedSms: (f) =>
      `Hello ${f.name}. The photographer's visit at ${f.address} has been changed: it is now ${f.time}${f.photographer ? `, photographer ${f.photographer}` : ''}. Kind regards, ${f.department}`,
    movedSubject: (address) => `The photographer's visit at ${address} has been changed`,
    movedBody: (f) => [
      `The photographer's visit at ${f.address} is now ${f.time}.`,
      ...(f.photographer ? [`Photographer: ${f.photographer}.`] : []),
      `If the time does not suit you, please contact ${f.department}.`,
    ],
  },
  da: {
    cancelledSms: (f) =>
      f.time
        ? `Hej ${f.name}. Fotografens besøg på ${f.address} ${f.time} er aflyst. Du skal ikke gøre noget. Venlig hilsen ${f.department}`
        : `Hej ${f.name}. Fotografens besøg på ${f.address} er aflyst, så du skal ikke længere vælge et tidspunkt. Venlig hilsen ${f.department}`,
    cancelledSubject: (address) => `Fotografens besøg på ${address} er aflyst`,
    cancelledBody: (f) => [
      f.time
        ? `Fotografens besøg på ${f.address} ${f.time} er aflyst.`
        : `Fotografens besøg på ${f.address} er aflyst, så du skal ikke længere vælge et tidspunkt.`,
      `Du skal ikke gøre noget. Hvis der skal aftales et nyt besøg, kontakter ${f.department} dig.`,
    ],
    movedSms: (f) =>
      `Hej ${f.name}. Fotografens besøg på ${f.address} er ændret: det er nu ${f.time}${f.photographer ? `, fotograf ${f.photographer}` : ''}. Venlig hilsen ${f.department}`,
    movedSubject: (address) => `Fotografens besøg på ${address} er ændret`,
    movedBody: (f) => [
      `Fotografens besøg på ${f.address} er nu ${f.time}.`,
      ...(f.photographer ? [`Fotograf: ${f.photographer}.`] : []),
      `Hvis tidspunktet ikke passer dig, så kontakt venligst ${f.department}.`,
    ],
  },
  sv: {
    cancelledSms: (f) =>
      f.time
        ? `Hej ${f.name}. Fotografens besök på ${f.address} ${f.time} är inställt. Du behöver inte göra något. Vänliga hälsningar ${f.department}`
        : `Hej ${f.name}. Fotografens besök på ${f.address} är inställt, så du behöver inte längre välja en tid. Vänliga hälsningar ${f.department}`,
    cancelledSubject: (address) => `Fotografens besök på ${address} är inställt`,
    cancelledBody: (f) => [
      f.time
        ? `Fotografens besök på ${f.address} ${f.time} är inställt.`
        : `Fotografens besök på ${f.address} är inställt, så du behöver inte längre välja en tid.`,
      `Du behöver inte göra något. Om ett nytt besök behövs kontaktar ${f.department} dig.`,
    ],
    movedSms: (f) =>
      `Hej ${f.name}. Fotografens besök på ${f.address} är ändrat: det är nu ${f.time}${f.photographer ? `, fotograf ${f.photographer}` : ''}. Vänliga hälsningar ${f.department}`,
    movedSubject: (address) => `Fotografens besök på ${address} är ändrat`,
    movedBody: (f) => [
      `Fotografens besök på ${f.address} är nu ${f.time}.`,
      ...(f.photographer ? [`Fotograf: ${f.photographer}.`] : []),
      `Om tiden inte passar dig, kontakta ${f.department}.`,
    ],
  },
  no: {
    cancelledSms: (f) =>
      f.time
        ? `Hei ${f.name}. Fotografens besøk på ${f.address} ${f.time} er avlyst. Du trenger ikke gjøre noe. Vennlig hilsen ${f.department}`
        : `Hei ${f.name}. Fotografens besøk på ${f.address} er avlyst, så du trenger ikke lenger velge et tidspunkt. Vennlig hilsen ${f.department}`,
    cancelledSubject: (address) => `Fotografens besøk på ${address} er avlyst`,
    cancelledBody: (f) => [
      f.time
        ? `Fotografens besøk på ${f.address} ${f.time} er avlyst.`
        : `Fotografens besøk på ${f.address} er avlyst, så du trenger ikke lenger velge et tidspunkt.`,
      `Du trenger ikke gjøre noe. Hvis det trengs et nytt besøk, kontakter ${f.department} deg.`,
    ],
    movedSms: (f) =>
      `Hei ${f.name}. Fotografens besøk på ${f.address} er endret: det er nå ${f.time}${f.photographer ? `, fotograf ${f.photographer}` : ''}. Vennlig hilsen ${f.department}`,
    movedSubject: (address) => `Fotografens besøk på ${address} er endret`,
    movedBody: (f) => [
      `Fotografens besøk på ${f.address} er nå ${f.time}.`,
      ...(f.photographer ? [`Fotograf: ${f.photographer}.`] : []),
      `Hvis tidspunktet ikke passer deg, kontakt ${f.department}.`,
    ],
  },
};

export type VisitNotice = 'cancelled' | 'moved';

/** The text message of the notice. */
export const visitNoticeSms = (notice: VisitNotice, locale: Locale, facts: VisitFacts) =>
  notice === 'cancelled' ? texts[locale].cancelledSms(facts) : texts[locale].movedSms(facts);

/** The mail of the notice; it only tells, so it has no button. */
export function visitNoticeMail(
  notice: VisitNotice,
  locale: Locale,
  to: string,
  facts: VisitFacts,
): MailMessage {
  const text = texts[locale];
  return renderMail({
    to,
    subject: notice === 'cancelled' ? text.cancelledSubject(facts.address) : text.movedSubject(facts.address),
    ...contactMailFrame(locale, facts.name, facts.address),
    paragraphs: notice === 'cancelled' ? text.cancelledBody(facts) : text.movedBody(facts),
  });
}
