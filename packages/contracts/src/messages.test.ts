import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Locale } from './enums.ts';
import { formatRuleMessage, ownRequiredKey, ruleMessages, zodIssueToKey } from './messages.ts';
import { businessEmail, password, quantity } from './rules.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

const firstRule = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  const issue = result.error?.issues[0];
  if (!issue) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return zodIssueToKey(issue);
};

describe('rule messages', () => {
  const englishKeys = Object.keys(ruleMessages.en).sort();

  it('has every key in every language, non-empty and with the same placeholders', () => {
    for (const locale of Locale.options) {
      expect(Object.keys(ruleMessages[locale]).sort()).toEqual(englishKeys);
      for (const key of englishKeys) {
        const text = ruleMessages[locale][key] ?? '';
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(ruleMessages.en[key] ?? ''));
      }
    }
  });

  it('is actually translated', () => {
    for (const locale of ['da', 'sv', 'no'] as const) {
      expect(ruleMessages[locale]['rules.required']).not.toBe(ruleMessages.en['rules.required']);
    }
  });

  it('covers every rule of docs/product.md', () => {
    const generic = [
      'required',
      'oneOf',
      'notOneOf',
      'notType',
      'type',
      'defined',
      ...['length', 'min', 'max', 'matches', 'email', 'url', 'uuid', 'trim', 'lowercase', 'uppercase'].map(
        (rule) => `string.${rule}`,
      ),
      ...['min', 'max', 'lessThan', 'moreThan', 'positive', 'negative', 'integer'].map(
        (rule) => `number.${rule}`,
      ),
      'date.min',
      'date.max',
      'boolean.isValue',
      'array.min',
      'array.max',
      'array.length',
      'object.noUnknown',
    ];
    const custom = [
      'password.min',
      'password.letterAndNumber',
      'password.characters',
      'phone',
      'numeric',
      'matchField',
      'businessEmail',
      'quantity',
      ...[
        'unsupportedCharacters',
        'extraDot',
        'typeNotSupported',
        'min',
        'hintMin',
        'hintMax',
        'copyright',
      ].map((rule) => `files.${rule}`),
    ];
    expect(englishKeys).toEqual(
      expect.arrayContaining([...generic, ...custom].map((rule) => `rules.${rule}`)),
    );
  });

  it('uses the spec wording in English', () => {
    expect(ruleMessages.en['rules.required']).toBe('This field is required');
    expect(ruleMessages.en['rules.files.typeNotSupported']).toBe('File type is not supported.');
    expect(ruleMessages.en['rules.files.min']).toBe('Task requires minimum {{min}} file(s)');
    expect(ruleMessages.en['rules.files.hintMin']).toBe('Min. {{min}} files');
    expect(ruleMessages.en['rules.files.hintMax']).toBe('Max. {{max}} files');
    expect(ruleMessages.en['rules.files.unsupportedCharacters']).toMatch(/rename/);
  });
});

describe('ownRequiredKey', () => {
  const firstIssue = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('expected a failure');
    return result.error.issues[0] as z.core.$ZodIssue;
  };

  it('is the key a schema gives its minimum of one, and nothing for other rules', () => {
    expect(ownRequiredKey(firstIssue(z.string().min(1, 'feedback.messages.textRequired'), ''))).toBe(
      'feedback.messages.textRequired',
    );
    expect(ownRequiredKey(firstIssue(z.string().min(1), ''))).toBeUndefined();
    expect(ownRequiredKey(firstIssue(z.email('rules.email'), ''))).toBeUndefined();
    expect(ownRequiredKey(firstIssue(z.string().min(2, 'some.key'), ''))).toBeUndefined();
  });
});

describe('zodIssueToKey', () => {
  it.each([
    ['missing value', z.object({ a: z.string() }), {}, 'rules.required', {}],
    ['null value', z.object({ a: z.string() }), { a: null }, 'rules.required', {}],
    ['wrong type', z.string(), 5, 'rules.notType', { type: 'string' }],
    ['empty required string', z.string().min(1), '', 'rules.required', { min: 1 }],
    ['short string', z.string().min(3), 'a', 'rules.string.min', { min: 3 }],
    ['long string', z.string().max(2), 'abc', 'rules.string.max', { max: 2 }],
    ['exact string', z.string().length(4), 'abc', 'rules.string.length', { length: 4 }],
    ['email', z.email(), 'x', 'rules.string.email', {}],
    ['url', z.url(), 'x', 'rules.string.url', {}],
    ['uuid', z.uuid(), 'x', 'rules.string.uuid', {}],
    ['regex', z.string().regex(/^a/), 'b', 'rules.string.matches', { regex: '/^a/' }],
    ['lowercase', z.string().lowercase(), 'B', 'rules.string.lowercase', {}],
    ['uppercase', z.string().uppercase(), 'b', 'rules.string.uppercase', {}],
    ['number min', z.number().min(2), 1, 'rules.number.min', { min: 2 }],
    ['number max', z.number().max(2), 3, 'rules.number.max', { max: 2 }],
    ['more than', z.number().gt(2), 2, 'rules.number.moreThan', { more: 2 }],
    ['less than', z.number().lt(2), 2, 'rules.number.lessThan', { less: 2 }],
    ['positive', z.number().positive(), 0, 'rules.number.positive', {}],
    ['negative', z.number().negative(), 0, 'rules.number.negative', {}],
    ['integer', z.number().int(), 1.5, 'rules.number.integer', {}],
    [
      'date min',
      z.date().min(new Date('2024-01-01')),
      new Date('2023-01-01'),
      'rules.date.min',
      { min: '2024-01-01' },
    ],
    [
      'date max',
      z.date().max(new Date('2024-01-01')),
      new Date('2025-01-01'),
      'rules.date.max',
      { max: '2024-01-01' },
    ],
    ['boolean value', z.literal(true), false, 'rules.boolean.isValue', { value: 'true' }],
    ['one of', z.enum(['a', 'b']), 'c', 'rules.oneOf', { values: 'a, b' }],
    ['array min', z.array(z.string()).min(1), [], 'rules.array.min', { min: 1 }],
    ['array max', z.array(z.string()).max(1), ['a', 'b'], 'rules.array.max', { max: 1 }],
    ['array length', z.array(z.string()).length(2), [], 'rules.array.length', { length: 2 }],
    ['unknown keys', z.strictObject({}), { x: 1, y: 2 }, 'rules.object.noUnknown', { unknown: 'x, y' }],
    ['union', z.union([z.string(), z.number()]), true, 'rules.type', {}],
    ['custom without key', z.string().refine(() => false), 'a', 'rules.type', {}],
  ])('maps %s', (_name, schema, value, key, params) => {
    expect(firstRule(schema, value)).toEqual({ key, params });
  });

  it('keeps messages that are already keys, with the bounds as parameters', () => {
    expect(firstRule(password, 'abc1')).toEqual({ key: 'rules.password.min', params: { min: 8 } });
    expect(firstRule(quantity(5), 6)).toEqual({ key: 'rules.quantity', params: { min: 0, max: 5 } });
    expect(firstRule(businessEmail('a@b.dk'), 'c@d.dk')).toEqual({
      key: 'rules.businessEmail',
      params: { domain: 'b.dk' },
    });
    expect(firstRule(z.array(z.number()).min(1, 'users.invite.needsBranch'), [])).toEqual({
      key: 'users.invite.needsBranch',
      params: { min: 1 },
    });
  });

  it('does not mistake a sentence for a key', () => {
    expect(firstRule(z.string().min(2, 'Too short. Really.'), 'a').key).toBe('rules.string.min');
  });

  it('works as an error map, where issues still carry their input', () => {
    const toKey = (issue: z.core.$ZodRawIssue) => zodIssueToKey(issue).key;
    const schema = z.object({ name: z.string({ error: toKey }).min(2, { error: toKey }) });
    const issuesOf = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issuesOf({})).toEqual(['rules.required']);
    expect(issuesOf({ name: null })).toEqual(['rules.required']);
    expect(issuesOf({ name: 5 })).toEqual(['rules.notType']);
    expect(issuesOf({ name: 'a' })).toEqual(['rules.string.min']);
  });
});

describe('formatRuleMessage', () => {
  it('interpolates i18next-style parameters', () => {
    expect(formatRuleMessage('en', 'rules.files.min', { min: 2 })).toBe('Task requires minimum 2 file(s)');
    expect(formatRuleMessage('da', 'rules.string.min', { min: 3 })).toBe('Skal være på mindst 3 tegn');
    expect(formatRuleMessage('sv', 'rules.files.hintMax', { max: 10 })).toBe('Max. 10 filer');
    expect(formatRuleMessage('no', 'rules.quantity', { max: 99 })).toBe('Skriv inn et antall fra 0 til 99');
  });

  it('formats a failed rule end to end', () => {
    const { key, params } = firstRule(password, 'abc');
    expect(formatRuleMessage('en', key, params)).toBe('The password must be at least 8 characters long');
  });

  it('leaves unknown keys and missing parameters visible', () => {
    expect(formatRuleMessage('da', 'users.invite.needsBranch')).toBe('users.invite.needsBranch');
    expect(formatRuleMessage('en', 'rules.string.min')).toBe('Must be at least {{min}} characters');
  });
});
