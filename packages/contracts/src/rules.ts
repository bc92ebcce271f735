// The custom validation rules of docs/product.md. Every issue message is a message key (see messages.ts),
// so the portal and the hub show the same text for the same rule.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const QUANTITY_MAX = 99;

const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=.,:;?/\\|[]{}<>~\'"';
const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, '\\$&');
// "Letters (including Nordic letters)" read as the Latin alphabet with all its accented forms; Greek,
// Cyrillic and other scripts are outside the spec's closed character set.
const LATIN_LETTER = '(?=\\p{L})\\p{Script=Latin}';
const PASSWORD_CHARACTERS = new RegExp(
  `^(?:${LATIN_LETTER}|[0-9${escapeForClass(PASSWORD_SYMBOLS)}])*$`,
  'u',
);
const HAS_LETTER = new RegExp(LATIN_LETTER, 'u');

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'rules.password.min')
  .regex(PASSWORD_CHARACTERS, 'rules.password.characters')
  .refine((value) => HAS_LETTER.test(value) && /[0-9]/.test(value), 'rules.password.letterAndNumber');

export { phone } from './phone.ts';

export const numeric = z.string().regex(/^\d*$/, 'rules.numeric');

/** For `.superRefine`: reports `rules.matchField` on `field` when it differs from `otherField`. */
export function mustMatch<T extends Record<string, unknown>>(
  field: keyof T & string,
  otherField: keyof T & string,
) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    if (value[field] !== value[otherField]) {
      ctx.addIssue({ code: 'custom', message: 'rules.matchField', path: [field], params: { otherField } });
    }
  };
}

export function matchField<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: keyof z.output<S> & string,
  otherField: keyof z.output<S> & string,
) {
  return schema.superRefine(mustMatch<z.output<S>>(field, otherField));
}

const emailDomain = (email: string): string =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

/** An email in the signed-in user's own company domain. */
export function businessEmail(userEmail: string) {
  const domain = emailDomain(userEmail);
  return z
    .email({ error: 'rules.string.email', abort: true })
    .refine((value) => emailDomain(value) === domain, { message: 'rules.businessEmail', params: { domain } });
}

// What a person writes (texts, comments, answers, notes) is kept as written: docs/product.md, "Long texts".
// Only control characters other than tab and line breaks go: nobody types them, a paste from a word
// processor can carry them (a vertical tab, a form feed), and PostgreSQL cannot store NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const writtenText = z.string().transform((value) => value.replace(CONTROL_CHARACTERS, ''));

/** An integer from 0 to `max`; any other input, a missing one included, fails with `rules.quantity`. */
export function quantity(max = QUANTITY_MAX) {
  return z.custom<number>(
    (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max,
    {
      message: 'rules.quantity',
      params: { min: 0, max },
    },
  );
}

export const canDecrease = (q: number): boolean => q > 0;
export const canIncrease = (q: number, max = QUANTITY_MAX): boolean => q < max;

// The spec lists lower-case ö, ä and ë; their upper-case forms carry the same diaeresis, so they go too.
// Names are composed (NFC) first because macOS hands file names over decomposed (o + U+0308).
const FILE_NAME_UNSUPPORTED = /[,;:´¨'!\\"öäëÖÄË]|\u0308/;

export type FileNameProblem = 'unsupportedCharacters' | 'extraDot';

export function fileNameProblem(name: string): FileNameProblem | null {
  if (FILE_NAME_UNSUPPORTED.test(name.normalize('NFC'))) return 'unsupportedCharacters';
  if (name.split('.').length > 2) return 'extraDot';
  return null;
}

const FILE_NAME_LETTERS: Record<string, string> = { ö: 'o', ä: 'a', ë: 'e', Ö: 'O', Ä: 'A', Ë: 'E' };

/**
 * A name the file-name rule takes, for a refused one: ö, ä and ë lose their dots, the other unsupported
 * characters go, and every dot but the extension's becomes a dash ("Kök, 1.sal.jpg" → "Kok 1-sal.jpg").
 */
export function renamedFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot) : '';
  const base = (dot >= 0 ? name.slice(0, dot) : name)
    .normalize('NFC')
    .replace(/[öäëÖÄË]/g, (letter) => FILE_NAME_LETTERS[letter] ?? '')
    .replace(/\u0308/g, '')
    .replace(new RegExp(FILE_NAME_UNSUPPORTED.source, 'g'), '')
    .replaceAll('.', '-')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return `${base || 'file'}${extension.replace(new RegExp(FILE_NAME_UNSUPPORTED.source, 'g'), '')}`;
}

export const VIDEO_EXTENSIONS = ['mov', 'mp4', 'wmv', 'avi', 'mpeg', 'webm'] as const;
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];

export function isVideoFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return (VIDEO_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

export type FileCountProblem =
  | { key: 'rules.files.min'; min: number }
  | { key: 'rules.files.max'; max: number };

export function fileCountProblem(count: number, min: number, max: number): FileCountProblem | null {
  if (count < min) return { key: 'rules.files.min', min };
  if (count > max) return { key: 'rules.files.max', max };
  return null;
}
