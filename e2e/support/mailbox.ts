import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_DATA_DIR } from '../playwright.config.ts';

/** The newest mail the hub wrote to its mail folder for this address, waiting for it to arrive. */
export async function latestMailTo(address: string, subjectPart?: string) {
  const folder = path.join(E2E_DATA_DIR, 'mail');
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const raw = await readFile(path.join(folder, file));
          // Parsing every mail of a long run is slow; the address stands plainly in the headers.
          if (!raw.includes(address)) continue;
          const mail = await simpleParser(raw);
          const to = Array.isArray(mail.to)
            ? mail.to.map((item) => item.text).join(',')
            : (mail.to?.text ?? '');
          if (to.includes(address) && (!subjectPart || mail.subject?.includes(subjectPart))) {
            found = { subject: mail.subject ?? '', text: mail.text ?? '' };
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address}` },
    )
    .toBe(true);
  return found as { subject: string; text: string };
}

export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in the mail:\n${text}`);
  return match[0];
}

/** The newest text message the hub wrote to its SMS folder that mentions `text`, waiting for it to arrive. */
export async function latestSmsAbout(text: string): Promise<string> {
  const folder = path.join(E2E_DATA_DIR, 'sms');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const message = await readFile(path.join(folder, file), 'utf8');
          if (message.includes(text)) {
            found = message;
            return true;
          }
        }
        return false;
      },
      { message: `a text message about ${text}` },
    )
    .toBe(true);
  return found;
}
