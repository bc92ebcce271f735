import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { mailLocaleOf, renderMail } from '../../adapters/mail/render-mail.ts';

const texts = {
  en: {
    subject: 'Your sign-in link',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Customer support has sent you a link that signs you in to the portal. It works once and expires in 15 minutes.',
    action: 'Sign in',
    footer: 'If you did not expect this, do not use the link and tell customer support.',
  },
  da: {
    subject: 'Dit login-link',
    greeting: (name: string) => `Hej ${name}`,
    body: 'Kundeservice har sendt dig et link, der logger dig ind i portalen. Det virker én gang og udløber om 15 minutter.',
    action: 'Log ind',
    footer: 'Hvis du ikke ventede dette, så brug ikke linket, og kontakt kundeservice.',
  },
  sv: {
    subject: 'Din inloggningslänk',
    greeting: (name: string) => `Hej ${name},`,
    body: 'Kundtjänst har skickat dig en länk som loggar in dig i portalen. Den fungerar en gång och går ut om 15 minuter.',
    action: 'Logga in',
    footer: 'Om du inte väntade dig detta, använd inte länken och kontakta kundtjänst.',
  },
  no: {
    subject: 'Innloggingslenken din',
    greeting: (name: string) => `Hei ${name},`,
    body: 'Kundeservice har sendt deg en lenke som logger deg inn i portalen. Den virker én gang og utløper om 15 minutter.',
    action: 'Logg inn',
    footer: 'Hvis du ikke ventet dette, ikke bruk lenken, og kontakt kundeservice.',
  },
};

/** The external sign-in link, to the user's own address only. */
export function signInLinkMail(locale: string, to: string, firstName: string, link: string): MailMessage {
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
