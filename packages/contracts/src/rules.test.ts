import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultLocale, FALLBACK_LOCALE, mapLocale } from './locale.ts';
import { normalisePhone, phoneWithPrefix, readablePhone, storedPhone } from './phone-prefix.ts';
import {
  businessEmail,
  canDecrease,
  canIncrease,
  fileCountProblem,
  fileNameProblem,
  isVideoFileName,
  matchField,
  mustMatch,
  numeric,
  password,
  phone,
  quantity,
  renamedFileName,
  writtenText,
} from './rules.ts';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const LETTERS = [...'abcxyzABCXYZæøåäöÆØÅÄÖéüñßÿ'];
const DIGITS = [...'0123456789'];
const SYMBOLS = [...'!@#$%^&*()_+-=.,:;?/\\|[]{}<>~\'"'];

describe('password', () => {
  it.each(['abcdefg1', '1234567a', 'æøåÆØÅ12', 'Pässwörd1', 'a1!@#$%^&*()', 'Ünïcødé9', 'x1[]{}<>~\'"\\|'])(
    'accepts %j',
    (value) => {
      expect(messages(password, value)).toEqual([]);
    },
  );

  it('needs 8 characters', () => {
    expect(messages(password, 'abc1234')).toEqual(['rules.password.min']);
  });

  it('needs a letter and a digit', () => {
    expect(messages(password, 'abcdefgh')).toEqual(['rules.password.letterAndNumber']);
    expect(messages(password, '12345678')).toEqual(['rules.password.letterAndNumber']);
    expect(messages(password, '!!!!1111')).toEqual(['rules.password.letterAndNumber']);
  });

  it.each(['pass word1', 'pässwörd1€', 'tab\tpass1', 'пароль123a', 'emoji😀pass1'])(
    'rejects the characters in %j',
    (value) => {
      expect(messages(password, value)).toContain('rules.password.characters');
    },
  );

  it('accepts any 8+ allowed characters with a letter and a digit', () => {
    const allowed = fc.constantFrom(...LETTERS, ...DIGITS, ...SYMBOLS);
    fc.assert(
      fc.property(
        fc.array(allowed, { minLength: 6, maxLength: 40 }),
        fc.constantFrom(...LETTERS),
        fc.constantFrom(...DIGITS),
        fc.nat(),
        (rest, letter, digit, at) => {
          const chars = [...rest];
          chars.splice(at % (chars.length + 1), 0, letter, digit);
          expect(password.safeParse(chars.join('')).success).toBe(true);
        },
      ),
    );
  });

  it('rejects any password with a character outside the set', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8 }),
        fc.constantFrom(' ', '€', '£', '\n', 'Ж', '中'),
        (base, bad) => {
          expect(messages(password, `${base}${bad}a1`)).toContain('rules.password.characters');
        },
      ),
    );
  });
});

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...DIGITS), { minLength: min, maxLength: max }).map((d) => d.join(''));
const separated = fc
  .tuple(
    fc.constantFrom(...DIGITS),
    fc.array(fc.constantFrom(...DIGITS, ' ', '.', '-'), { minLength: 4, maxLength: 20 }),
    fc.constantFrom(...DIGITS),
  )
  .map(([first, middle, last]) => `${first}${middle.join('')}${last}`);
const shaped = fc
  .tuple(
    fc.option(digits(1, 4).map((d) => `+${d}`)),
    fc.option(fc.tuple(fc.constantFrom('', ' '), digits(1, 4)).map(([gap, d]) => `${gap}(${d})`)),
    fc.constantFrom('', ' '),
    separated,
  )
  .map(([country, area, gap, rest]) => `${country ?? ''}${area ?? ''}${gap}${rest}`);
const prefixOnly = digits(2, 3).map((d) => `+${d}`);
/** Every shape docs/product.md allows. */
const validPhone = fc.oneof(shaped, prefixOnly);

describe('phone', () => {
  const schema = phone();

  it.each([
    '',
    '12345678',
    '+45 12 34 56 78',
    '+4512345678',
    '+46 (08) 123 45 67',
    '(08) 123-456',
    '070.123.45.67',
    '+45',
    '+358',
  ])('accepts %j', (value) => {
    expect(messages(schema, value)).toEqual([]);
  });

  it('is optional', () => {
    const result = schema.safeParse(undefined);
    expect(result.success).toBe(true);
    expect(result.data).toBeUndefined();
  });

  it.each(['12345', '+4', '+1234', 'abc12345678', '12345678x', '+45 (12', '(12) 345', '++4512345678'])(
    'rejects %j',
    (value) => {
      expect(messages(schema, value)).toEqual(['rules.phone']);
    },
  );

  it('accepts every number of the documented shape', () => {
    fc.assert(
      fc.property(validPhone, (value) => {
        expect(messages(schema, value)).toEqual([]);
      }),
    );
  });

  it('adds the dial prefix when given a country', () => {
    expect(phoneWithPrefix('DK').parse('12345678')).toBe('+45 12345678');
    expect(phoneWithPrefix('DA').parse('12 34 56 78')).toBe('+45 12 34 56 78');
    expect(phoneWithPrefix('SE').parse('+4512345678')).toBe('+4512345678');
    expect(phoneWithPrefix('SE').parse(undefined)).toBeUndefined();
  });
});

describe('a stored phone number', () => {
  it.each([
    ['20 30 40 50', 'DK', '+4520304050'],
    ['+45 20 30 40 50', undefined, '+4520304050'],
    ['070-123 45 67', 'SE', '+46701234567'],
    ['0047 912 34 567', 'NO', '+4791234567'],
    ['+45', 'DK', '+45'],
    ['  ', 'DK', null],
    [null, 'DK', null],
  ])('%j in %s is stored as %j', (value, country, stored) => {
    expect(storedPhone(value, country)).toBe(stored);
  });

  it('is written for reading as its country groups it, and kept as it is when it cannot be read', () => {
    expect(readablePhone('+4520304050')).toBe('+45 20 30 40 50');
    expect(readablePhone('+46701234567')).toBe('+46 70 123 45 67');
    expect(readablePhone('+45')).toBe('+45');
  });
});

describe('normalisePhone', () => {
  it.each([
    ['12345678', 'DK', '+45 12345678'],
    ['12345678', 'DA', '+45 12345678'],
    ['12345678', 'da', '+45 12345678'],
    ['12345678', 'NO', '+47 12345678'],
    ['070-123 45 67', 'SE', '+46 70-123 45 67'],
    ['+4512345678', 'SE', '+4512345678'],
    ['004512345678', 'SE', '+4512345678'],
    ['000000', 'DK', '+45 000000'],
    ['(08) 123 456', 'SE', '+46 (08) 123 456'],
    ['  ', 'DK', ''],
    ['', 'DK', ''],
    ['12345678', 'XX', '12345678'],
  ])('%j in %s becomes %j', (value, country, expected) => {
    expect(normalisePhone(value, country)).toBe(expected);
  });

  it('keeps every valid number valid, and gives it a plus unless it is empty', () => {
    fc.assert(
      fc.property(
        fc.oneof(validPhone, fc.constant('000000')),
        fc.constantFrom('DK', 'DA', 'SE', 'NO'),
        (value, country) => {
          const normalised = normalisePhone(value, country);
          expect(normalised.startsWith('+')).toBe(true);
          expect(messages(phone(), normalised)).toEqual([]);
          if (value.startsWith('+')) expect(normalised).toBe(value);
        },
      ),
    );
  });
});

describe('numeric', () => {
  it.each(['', '0', '0123456789'])('accepts %j', (value) => {
    expect(messages(numeric, value)).toEqual([]);
  });

  it.each(['12a', ' 1', '-1', '1.5', '١٢'])('rejects %j', (value) => {
    expect(messages(numeric, value)).toEqual(['rules.numeric']);
  });

  it('accepts exactly the strings of ASCII digits', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(numeric.safeParse(value).success).toBe(/^[0-9]*$/.test(value));
      }),
    );
  });
});

describe('match field', () => {
  const fields = z.object({ password: z.string(), confirmation: z.string() });

  it('reports a mismatch on the field', () => {
    const result = fields.superRefine(mustMatch('confirmation', 'password')).safeParse({
      password: 'secret12',
      confirmation: 'secret13',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { code: 'custom', message: 'rules.matchField', path: ['confirmation'] },
    ]);
  });

  it('passes equal fields', () => {
    const schema = matchField(fields, 'confirmation', 'password');
    expect(schema.parse({ password: 'secret12', confirmation: 'secret12' })).toEqual({
      password: 'secret12',
      confirmation: 'secret12',
    });
    expect(messages(schema, { password: 'a', confirmation: 'b' })).toEqual(['rules.matchField']);
  });
});

describe('businessEmail', () => {
  const schema = businessEmail('anna@maeglerhuset.dk');

  it('accepts the user domain in any case', () => {
    expect(messages(schema, 'bo@maeglerhuset.dk')).toEqual([]);
    expect(messages(schema, 'BO@Maeglerhuset.DK')).toEqual([]);
  });

  it('rejects other domains, subdomains included', () => {
    for (const email of ['bo@gmail.com', 'bo@sub.maeglerhuset.dk', 'bo@maeglerhuset.se']) {
      const result = schema.safeParse(email);
      expect(result.error?.issues).toMatchObject([
        { message: 'rules.businessEmail', params: { domain: 'maeglerhuset.dk' } },
      ]);
    }
  });

  it('reports only the email rule for something that is not an email', () => {
    expect(messages(schema, 'bo')).toEqual(['rules.string.email']);
  });
});

describe('written text', () => {
  it.each([
    '3-værelses – 112 m² #vesterbro 🏡',
    'Første linje\nAnden linje\r\nTredje',
    'Tab\there',
    '<b>fed</b> 2×3 ÷ 6 = 1 € „citat“ — ½',
    'Ljus trea med balkong – nära tunnelbanan.',
  ])('keeps %j as written', (value) => {
    expect(writtenText.parse(value)).toBe(value);
  });

  it('drops control characters other than tab and line breaks', () => {
    expect(writtenText.parse('a\u0000b\u000bc\u000cd\u001be\u007ff')).toBe('abcdef');
  });

  it('keeps every string without control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is tested
        fc.pre(!/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value));
        expect(writtenText.parse(value)).toBe(value);
      }),
    );
  });
});

describe('quantity', () => {
  it('accepts 0 to 99 by default', () => {
    expect(messages(quantity(), 0)).toEqual([]);
    expect(messages(quantity(), 99)).toEqual([]);
    for (const value of [-1, 100, 1.5, Number.NaN, '5', undefined, null]) {
      expect(messages(quantity(), value)).toEqual(['rules.quantity']);
    }
  });

  it('carries its bounds for the message', () => {
    expect(quantity(5).safeParse(6).error?.issues).toMatchObject([{ params: { min: 0, max: 5 } }]);
  });

  it('accepts exactly the integers from 0 to max', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 500 }), (value, max) => {
        expect(quantity(max).safeParse(value).success).toBe(value >= 0 && value <= max);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noInteger: true }), (value) => {
        expect(quantity().safeParse(value).success).toBe(false);
      }),
    );
  });

  it('disables minus at 0 and plus at the maximum', () => {
    expect([canDecrease(0), canDecrease(1)]).toEqual([false, true]);
    expect([canIncrease(98), canIncrease(99), canIncrease(4, 5), canIncrease(5, 5)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('file names', () => {
  it.each([
    ['house.jpg', null],
    ['rå-hus_2.jpg', null],
    ['noextension', null],
    ['house,1.jpg', 'unsupportedCharacters'],
    ['a;b.jpg', 'unsupportedCharacters'],
    ['a:b.jpg', 'unsupportedCharacters'],
    ['a´b.jpg', 'unsupportedCharacters'],
    ['a¨b.jpg', 'unsupportedCharacters'],
    ["it's.jpg", 'unsupportedCharacters'],
    ['köket.jpg', 'unsupportedCharacters'],
    ['Köket.jpg', 'unsupportedCharacters'],
    ['ko\u0308ket.jpg', 'unsupportedCharacters'],
    ['häst.jpg', 'unsupportedCharacters'],
    ['Zoë.jpg', 'unsupportedCharacters'],
    ['wow!.jpg', 'unsupportedCharacters'],
    ['a\\b.jpg', 'unsupportedCharacters'],
    ['"best".jpg', 'unsupportedCharacters'],
    ['my.house.jpg', 'extraDot'],
    ['a,b.c.jpg', 'unsupportedCharacters'],
  ])('%j -> %s', (name, problem) => {
    expect(fileNameProblem(name)).toBe(problem);
  });

  it.each([
    ['kök.jpg', 'kok.jpg'],
    ['Köket, 1.sal.JPG', 'Koket 1-sal.JPG'],
    ['ko\u0308ket.jpg', 'koket.jpg'],
    ['Zoë häst.png', 'Zoe hast.png'],
    ['it\'s "best"!.jpg', 'its best.jpg'],
    ['my.house.jpg', 'my-house.jpg'],
    ['a;b:c´d¨e\\f.pdf', 'abcdef.pdf'],
    ['!!!.jpg', 'file.jpg'],
  ])('offers %j renamed as %j, a name the rule takes', (name, renamed) => {
    expect(renamedFileName(name)).toBe(renamed);
    expect(fileNameProblem(renamedFileName(name))).toBeNull();
  });

  it('renames any name into one the rule takes, keeping its extension', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('jpg', 'png', 'mp4'), (base, extension) => {
        const renamed = renamedFileName(`${base}.${extension}`);
        expect(fileNameProblem(renamed)).toBeNull();
        expect(renamed.endsWith(`.${extension}`)).toBe(true);
      }),
    );
  });

  it.each([
    ['tour.MP4', true],
    ['tour.mov', true],
    ['tour.mpeg', true],
    ['clip.webm', true],
    ['a.b.avi', true],
    ['tour.mpg', false],
    ['mp4', false],
    ['photo.jpg', false],
  ])('%j is a video: %s', (name, video) => {
    expect(isVideoFileName(name)).toBe(video);
  });

  it('reports too few and too many files', () => {
    expect(fileCountProblem(1, 2, 10)).toEqual({ key: 'rules.files.min', min: 2 });
    expect(fileCountProblem(2, 2, 10)).toBeNull();
    expect(fileCountProblem(11, 2, 10)).toEqual({ key: 'rules.files.max', max: 10 });
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), (count, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(fileCountProblem(count, min, max) === null).toBe(count >= min && count <= max);
      }),
    );
  });
});

describe('locale', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['en_US', 'en'],
    ['EN-au', 'en'],
    ['da', 'da'],
    ['da-DK', 'da'],
    ['sv', 'sv'],
    ['sv-SE', 'sv'],
    ['nb-NO', 'no'],
    ['nn-NO', 'no'],
    ['no', 'no'],
    ['nb', 'no'],
    ['de-DE', null],
    ['fi', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (tag, locale) => {
    expect(mapLocale(tag)).toBe(locale);
  });

  it.each([
    ['portal.example.se', 'sv'],
    ['portal.example.se:8080', 'sv'],
    ['PORTAL.EXAMPLE.SE', 'sv'],
    ['portal.example.dk', 'da'],
    ['portal.secure.dk', 'da'],
    ['localhost:3000', 'da'],
  ])('defaults %j to %s', (host, locale) => {
    expect(defaultLocale(host)).toBe(locale);
  });

  it('falls back to English', () => {
    expect(FALLBACK_LOCALE).toBe('en');
  });
});
