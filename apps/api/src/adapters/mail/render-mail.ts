import { FALLBACK_LOCALE, type Locale, mapLocale } from '@portal/contracts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One plain layout for every mail: a greeting, paragraphs and one button, as text and HTML. A mail that only
 * tells something (a cancelled visit) has no button.
 */
export function renderMail(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}): MailMessage {
  const { action } = input;
  const text = [
    input.greeting,
    '',
    ...input.paragraphs,
    '',
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    input.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Montserrat,Arial,sans-serif;color:#262626">
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#F1554C;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>\n` : ''}<p style="color:#8c8c8c;font-size:12px">${escapeHtml(input.footer)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}

export type MailLocale = Locale;

/** A stored language or language tag ("da", "nb-NO") as the language of a mail; English when unknown. */
export const mailLocaleOf = (locale: string | null | undefined): MailLocale =>
  mapLocale(locale) ?? FALLBACK_LOCALE;
