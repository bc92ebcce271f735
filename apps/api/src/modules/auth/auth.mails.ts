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
