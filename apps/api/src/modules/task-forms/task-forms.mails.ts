import type { TaskFormKind } from '@portal/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { mailLocaleOf, renderMail } from '../../adapters/mail/render-mail.ts';

interface FormMailTexts {
  subject: Record<TaskFormKind, (address: string) => string>;
  greeting: (name: string) => string;
  body: Record<TaskFormKind, (department: string, address: string) => string>;
  howLong: string;
  action: Record<TaskFormKind, string>;
  footer: (address: string) => string;
}

const texts: Record<'en' | 'da' | 'sv' | 'no', FormMailTexts> = {
  en: {
    subject: {
      INTERVIEW: (address) => `A short interview about ${address}`,
      QUESTIONNAIRE: (address) => `A questionnaire about ${address}`,
    },
    greeting: (name) => `Hello ${name},`,
    body: {
      INTERVIEW: (department, address) =>
        `${department} is preparing the marketing of ${address} and would like to hear from you. Please answer a few short questions.`,
      QUESTIONNAIRE: (department, address) =>
        `${department} is preparing the marketing of ${address}. Please fill in a short questionnaire; your answers help describe the property well.`,
    },
    howLong:
      'It takes about five minutes, and you do not need an account. The link works for 30 days, until you submit.',
    action: { INTERVIEW: 'Answer the interview', QUESTIONNAIRE: 'Fill in the questionnaire' },
    footer: (address) =>
      `You receive this email because you are a contact person for ${address}. If you did not expect it, you can ignore it.`,
  },
  da: {
    subject: {
      INTERVIEW: (address) => `Et kort interview om ${address}`,
      QUESTIONNAIRE: (address) => `Et spørgeskema om ${address}`,
    },
    greeting: (name) => `Hej ${name}`,
    body: {
      INTERVIEW: (department, address) =>
        `${department} er ved at forberede markedsføringen af ${address} og vil gerne høre fra dig. Svar venligst på nogle få korte spørgsmål.`,
      QUESTIONNAIRE: (department, address) =>
        `${department} er ved at forberede markedsføringen af ${address}. Udfyld venligst et kort spørgeskema; dine svar hjælper med at beskrive boligen godt.`,
    },
    howLong:
      'Det tager omkring fem minutter, og du skal ikke oprette en konto. Linket virker i 30 dage, indtil du sender svarene.',
    action: { INTERVIEW: 'Besvar interviewet', QUESTIONNAIRE: 'Udfyld spørgeskemaet' },
    footer: (address) =>
      `Du modtager denne e-mail, fordi du er kontaktperson for ${address}. Hvis du ikke forventede den, kan du se bort fra den.`,
  },
  sv: {
    subject: {
      INTERVIEW: (address) => `En kort intervju om ${address}`,
      QUESTIONNAIRE: (address) => `Ett frågeformulär om ${address}`,
    },
    greeting: (name) => `Hej ${name},`,
    body: {
      INTERVIEW: (department, address) =>
        `${department} förbereder marknadsföringen av ${address} och vill gärna höra från dig. Svara gärna på några korta frågor.`,
      QUESTIONNAIRE: (department, address) =>
        `${department} förbereder marknadsföringen av ${address}. Fyll gärna i ett kort frågeformulär; dina svar hjälper oss att beskriva bostaden väl.`,
    },
    howLong:
      'Det tar ungefär fem minuter och du behöver inget konto. Länken fungerar i 30 dagar, tills du skickar in svaren.',
    action: { INTERVIEW: 'Svara på intervjun', QUESTIONNAIRE: 'Fyll i frågeformuläret' },
    footer: (address) =>
      `Du får det här meddelandet eftersom du är kontaktperson för ${address}. Om du inte väntade dig det kan du bortse från det.`,
  },
  no: {
    subject: {
      INTERVIEW: (address) => `Et kort intervju om ${address}`,
      QUESTIONNAIRE: (address) => `Et spørreskjema om ${address}`,
    },
    greeting: (name) => `Hei ${name},`,
    body: {
      INTERVIEW: (department, address) =>
        `${department} forbereder markedsføringen av ${address} og vil gjerne høre fra deg. Svar gjerne på noen få korte spørsmål.`,
      QUESTIONNAIRE: (department, address) =>
        `${department} forbereder markedsføringen av ${address}. Fyll gjerne ut et kort spørreskjema; svarene dine hjelper oss å beskrive boligen godt.`,
    },
    howLong:
      'Det tar omtrent fem minutter, og du trenger ingen konto. Lenken virker i 30 dager, til du sender inn svarene.',
    action: { INTERVIEW: 'Svar på intervjuet', QUESTIONNAIRE: 'Fyll ut spørreskjemaet' },
    footer: (address) =>
      `Du får denne e-posten fordi du er kontaktperson for ${address}. Hvis du ikke ventet den, kan du se bort fra den.`,
  },
};

/** The mail with the link to an interview or questionnaire, in the recipient's language. */
export function taskFormMail(input: {
  kind: TaskFormKind;
  locale: string;
  to: string;
  recipientName: string;
  departmentName: string;
  address: string;
  link: string;
}): MailMessage {
  const text = texts[mailLocaleOf(input.locale)];
  return renderMail({
    to: input.to,
    subject: text.subject[input.kind](input.address),
    greeting: text.greeting(input.recipientName),
    paragraphs: [text.body[input.kind](input.departmentName, input.address), text.howLong],
    action: { label: text.action[input.kind], url: input.link },
    footer: text.footer(input.address),
  });
}
