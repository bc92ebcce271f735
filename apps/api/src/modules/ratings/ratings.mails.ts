import type { RatingAnswerState, RatingType } from '@portal/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { type MailLocale, renderMail } from '../../adapters/mail/render-mail.ts';

/** The line a rating is about, as both mails name it. */
export interface RatedLine {
  salesId: string;
  address: string;
  productName: string;
}

const supportTypeNames: Record<RatingType, string> = {
  change: 'Change request',
  complaint: 'Complaint',
  feedback: 'Feedback',
};

/**
 * To the provider's support mailbox when an office sends a change request, complaint or feedback: in English
 * (the support desk's working language, as its other mail), with the comment as written and a link to answer
 * it in the console; a reply by mail goes to the person who wrote it.
 */
export function ratingArrivedMail(input: {
  to: string;
  type: RatingType;
  line: RatedLine;
  comment: string;
  documents: number;
  writer: { name: string; email: string } | null;
  department: string;
  link: string;
}): MailMessage {
  const { line } = input;
  const from = input.writer
    ? `${input.writer.name} <${input.writer.email}>`
    : 'a user no longer in the portal';
  const mail = renderMail({
    to: input.to,
    subject: `${supportTypeNames[input.type]} on order ${line.salesId}: ${line.productName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${supportTypeNames[input.type]} on ${line.productName} for ${line.address} (order ${line.salesId}), from ${from}, ${input.department}.`,
      ...input.comment.split(/\n+/),
      input.documents > 0
        ? `${input.documents} document(s) attached in the portal.`
        : 'No documents attached.',
    ],
    action: { label: 'Answer in the feedback console', url: input.link },
    footer:
      'You receive this email because it is the provider support address of the portal (SUPPORT_EMAIL).',
  });
  return input.writer ? { ...mail, replyTo: input.writer.email } : mail;
}

const texts: Record<
  MailLocale,
  {
    yours: Record<RatingType, string>;
    states: Record<RatingAnswerState, string>;
    subject: (yours: string, salesId: string) => string;
    greeting: (name: string) => string;
    answered: (yours: string, line: RatedLine) => string;
    status: (state: string) => string;
    writes: string;
    corrected: string;
    action: string;
    footer: string;
  }
> = {
  en: {
    yours: { change: 'your change request', complaint: 'your complaint', feedback: 'your feedback' },
    states: { ACCEPTED: 'accepted', DECLINED: 'declined', DONE: 'done' },
    subject: (yours, salesId) => `Answer to ${yours} on order ${salesId}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    answered: (yours, line) =>
      `The provider has answered ${yours} on ${line.productName} for ${line.address} (order ${line.salesId}).`,
    status: (state) => `Status: ${state}.`,
    writes: 'The provider writes:',
    corrected: 'A corrected delivery has been added to the case.',
    action: 'Open the order',
    footer: 'You receive this email because you wrote to the provider in the portal.',
  },
  da: {
    yours: { change: 'dit ændringsønske', complaint: 'din reklamation', feedback: 'din feedback' },
    states: { ACCEPTED: 'accepteret', DECLINED: 'afvist', DONE: 'udført' },
    subject: (yours, salesId) => `Svar på ${yours} på ordre ${salesId}`,
    greeting: (name) => (name ? `Hej ${name}` : 'Hej'),
    answered: (yours, line) =>
      `Leverandøren har besvaret ${yours} om ${line.productName} på ${line.address} (ordre ${line.salesId}).`,
    status: (state) => `Status: ${state}.`,
    writes: 'Leverandøren skriver:',
    corrected: 'En rettet levering er tilføjet sagen.',
    action: 'Åbn ordren',
    footer: 'Du modtager denne e-mail, fordi du har skrevet til leverandøren i portalen.',
  },
  sv: {
    yours: { change: 'ditt ändringsönskemål', complaint: 'din reklamation', feedback: 'din feedback' },
    states: { ACCEPTED: 'accepterad', DECLINED: 'avvisad', DONE: 'klar' },
    subject: (yours, salesId) => `Svar på ${yours} på order ${salesId}`,
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    answered: (yours, line) =>
      `Leverantören har besvarat ${yours} om ${line.productName} för ${line.address} (order ${line.salesId}).`,
    status: (state) => `Status: ${state}.`,
    writes: 'Leverantören skriver:',
    corrected: 'En rättad leverans har lagts till i ärendet.',
    action: 'Öppna beställningen',
    footer: 'Du får det här meddelandet eftersom du skrev till leverantören i portalen.',
  },
  no: {
    yours: {
      change: 'endringsønsket ditt',
      complaint: 'reklamasjonen din',
      feedback: 'tilbakemeldingen din',
    },
    states: { ACCEPTED: 'akseptert', DECLINED: 'avvist', DONE: 'utført' },
    subject: (yours, salesId) => `Svar på ${yours} på ordre ${salesId}`,
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    answered: (yours, line) =>
      `Leverandøren har svart på ${yours} om ${line.productName} for ${line.address} (ordre ${line.salesId}).`,
    status: (state) => `Status: ${state}.`,
    writes: 'Leverandøren skriver:',
    corrected: 'En rettet levering er lagt til saken.',
    action: 'Åpne bestillingen',
    footer: 'Du mottar denne e-posten fordi du skrev til leverandøren i portalen.',
  },
};

/** To the person who wrote the rating, in their language, when the provider answers it. */
export function ratingAnsweredMail(input: {
  locale: MailLocale;
  to: string;
  firstName: string;
  type: RatingType;
  line: RatedLine;
  state: RatingAnswerState;
  reply: string;
  corrected: boolean;
  link: string;
}): MailMessage {
  const words = texts[input.locale];
  const yours = words.yours[input.type];
  return renderMail({
    to: input.to,
    subject: words.subject(yours, input.line.salesId),
    greeting: words.greeting(input.firstName.trim()),
    paragraphs: [
      words.answered(yours, input.line),
      words.status(words.states[input.state]),
      words.writes,
      ...input.reply.split(/\n+/),
      ...(input.corrected ? [words.corrected] : []),
    ],
    action: { label: words.action, url: input.link },
    footer: words.footer,
  });
}
