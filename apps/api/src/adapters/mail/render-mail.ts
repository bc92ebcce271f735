import { FALLBACK_LOCALE, type Locale, mapLocale } from '@portal/contracts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One plain layout for every mail: a greeting, paragraphs and one button, as text and HTML. */
export function renderMail(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}): MailMessage {
  const text = [
    input.greeting,
    '',
    ...input.paragraphs,
    '',
    `${input.action.label}: ${input.action.url}`,
    '',
    input.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Montserrat,Arial,sans-serif;color:#262626">
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.action.url)}" style="background:#F1554C;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="color:#8c8c8c;font-size:12px">${escapeHtml(input.footer)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}

export type MailLocale = Locale;

/** A stored language or language tag ("da", "nb-NO") as the language of a mail; English when unknown. */
export const mailLocaleOf = (locale: string | null | undefined): MailLocale =>
  mapLocale(locale) ?? FALLBACK_LOCALE;
