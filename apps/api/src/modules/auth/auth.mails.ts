import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { mailLocaleOf, renderMail } from '../../adapters/mail/render-mail.ts';

const texts = {
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'We received a request to reset the password of your portal account. The link works once and expires in one hour.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, you can ignore this email; your password stays as it is.',
  },
  da: {
    subject: 'Nulstil din adgangskode',
    greeting: (name: string) => `Hej ${name}`,
    body: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din portalkonto. Linket virker én gang og udløber om en time.',
    action: 'Vælg en ny adgangskode',
    footer:
      'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail; din adgangskode forbliver uændret.',
  },
  sv: {
    subject: 'Återställ ditt lösenord',
    greeting: (name: string) => `Hej ${name},`,
    body: 'Vi har fått en begäran om att återställa lösenordet till ditt portalkonto. Länken fungerar en gång och går ut om en timme.',
    action: 'Välj ett nytt lösenord',
    footer:
      'Om du inte har begärt detta kan du bortse från det här meddelandet; ditt lösenord förblir oförändrat.',
  },
  no: {
    subject: 'Tilbakestill passordet ditt',
    greeting: (name: string) => `Hei ${name},`,
    body: 'Vi har mottatt en forespørsel om å tilbakestille passordet til portalkontoen din. Lenken virker én gang og utløper om en time.',
    action: 'Velg et nytt passord',
    footer: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten; passordet ditt forblir uendret.',
  },
};

export function passwordResetMail(locale: string, to: string, firstName: string, link: string): MailMessage {
  const text = texts[mailLocaleOf(locale)];
  return renderMail({
    to,
    subject: text.subject,
    greeting: text.greeting(firstName),
    paragraphs: [text.body],
    action: { label: text.action, url: link },
    footer: text.footer,
  });
}

const directoryTexts = {
  en: {
    subject: 'About your password',
    body: 'We received a request to reset the password of your portal account. You sign in through your organisation’s directory (ADFS), so your password cannot be changed in the portal. Please contact your IT manager.',
    action: 'Open the portal',
    footer: 'If you did not ask for this, you can ignore this email.',
  },
  da: {
    subject: 'Om din adgangskode',
    body: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din portalkonto. Du logger ind via din organisations katalog (ADFS), så din adgangskode kan ikke ændres i portalen. Kontakt venligst din IT-ansvarlige.',
    action: 'Åbn portalen',
    footer: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail.',
  },
  sv: {
    subject: 'Om ditt lösenord',
    body: 'Vi har fått en begäran om att återställa lösenordet till ditt portalkonto. Du loggar in via din organisations katalog (ADFS), så ditt lösenord kan inte ändras i portalen. Kontakta din IT-ansvarige.',
    action: 'Öppna portalen',
    footer: 'Om du inte har begärt detta kan du bortse från det här meddelandet.',
  },
  no: {
    subject: 'Om passordet ditt',
    body: 'Vi har mottatt en forespørsel om å tilbakestille passordet til portalkontoen din. Du logger inn via organisasjonens katalog (ADFS), så passordet ditt kan ikke endres i portalen. Kontakt IT-ansvarlig.',
    action: 'Åpne portalen',
    footer: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten.',
  },
};

/** Sent instead of a reset link to a directory user, who has no password in the portal to reset. */
export function directoryUserPasswordMail(
  locale: string,
  to: string,
  firstName: string,
  loginUrl: string,
): MailMessage {
  const text = directoryTexts[mailLocaleOf(locale)];
  return renderMail({
    to,
    subject: text.subject,
    greeting: texts[mailLocaleOf(locale)].greeting(firstName),
    paragraphs: [text.body],
    action: { label: text.action, url: loginUrl },
    footer: text.footer,
  });
}
