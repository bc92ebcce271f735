// Rule messages (docs/product.md) in every portal language, and the bridge from zod issues to them.
// Generic keys are named by value type and rule (rules.string.min), as docs/product.md groups them.
import type { z } from 'zod';
import type { Locale } from './enums.ts';
import { da } from './messages/da.ts';
import { en, type RuleMessageKey } from './messages/en.ts';
import { no } from './messages/no.ts';
import { sv } from './messages/sv.ts';

export type { RuleMessageKey };

export const ruleMessages: Record<Locale, Record<string, string>> = { en, da, sv, no };

export type RuleMessageParams = Record<string, string | number>;

export interface RuleMessage {
  key: string;
  params: RuleMessageParams;
}

/** A finished issue (from `error.issues`) or a raw one (inside an error map, where `input` is still present). */
export type ZodIssueLike = z.core.$ZodIssue | z.core.$ZodRawIssue;

// Messages that are already keys ('rules.phone', 'users.invite.needsBranch') contain no spaces; zod's own
// default messages always do, so this cannot mistake one for the other.
const MESSAGE_KEY = /^[A-Za-z][\w-]*(?:\.[\w-]+)+$/;

const NUMERIC_ORIGINS = new Set(['number', 'int', 'bigint']);

// Dates come as epoch milliseconds; a calendar day is what the date rules of the portal are about.
const bound = (value: number | bigint, origin: string): string | number =>
  origin === 'date' ? new Date(Number(value)).toISOString().slice(0, 10) : Number(value);

function sizeRule(issue: Extract<ZodIssueLike, { code: 'too_small' | 'too_big' }>): RuleMessage {
  const small = issue.code === 'too_small';
  const limit = bound(small ? issue.minimum : issue.maximum, issue.origin);
  const numeric = NUMERIC_ORIGINS.has(issue.origin);
  if (issue.exact) {
    return {
      key: issue.origin === 'string' ? 'rules.string.length' : 'rules.array.length',
      params: { length: limit },
    };
  }
  if (numeric && issue.inclusive === false) {
    if (limit === 0) return { key: small ? 'rules.number.positive' : 'rules.number.negative', params: {} };
    return small
      ? { key: 'rules.number.moreThan', params: { more: limit } }
      : { key: 'rules.number.lessThan', params: { less: limit } };
  }
  const group = numeric ? 'number' : issue.origin === 'set' ? 'array' : issue.origin;
  // A string of at least one character is how zod spells "required", and "at least 1 characters" reads badly.
  if (small && issue.origin === 'string' && limit === 1) return { key: 'rules.required', params: { min: 1 } };
  if (!['string', 'number', 'date', 'array'].includes(group)) return { key: 'rules.type', params: {} };
  return small
    ? { key: `rules.${group}.min`, params: { min: limit } }
    : { key: `rules.${group}.max`, params: { max: limit } };
}

const FORMAT_KEYS: Record<string, string> = {
  email: 'rules.string.email',
  url: 'rules.string.url',
  uuid: 'rules.string.uuid',
  guid: 'rules.string.uuid',
  lowercase: 'rules.string.lowercase',
  uppercase: 'rules.string.uppercase',
};

const isMissing = (issue: ZodIssueLike): boolean =>
  'input' in issue
    ? issue.input === undefined || issue.input === null
    : /received (undefined|null)$/.test(issue.message ?? '');

function ruleFromCode(issue: ZodIssueLike): RuleMessage {
  switch (issue.code) {
    case 'invalid_type':
      // A null counts as missing too: forms clear a select or a date to null, and the user sees an empty field.
      if (isMissing(issue)) return { key: 'rules.required', params: {} };
      if (issue.expected === 'int') return { key: 'rules.number.integer', params: {} };
      return { key: 'rules.notType', params: { type: issue.expected } };
    case 'too_small':
    case 'too_big':
      return sizeRule(issue);
    case 'invalid_format':
      return {
        key: FORMAT_KEYS[issue.format] ?? 'rules.string.matches',
        params: issue.format === 'regex' && issue.pattern ? { regex: issue.pattern } : {},
      };
    case 'not_multiple_of':
      return { key: issue.divisor === 1 ? 'rules.number.integer' : 'rules.type', params: {} };
    case 'invalid_value': {
      const [only] = issue.values;
      if (issue.values.length === 1 && typeof only === 'boolean') {
        return { key: 'rules.boolean.isValue', params: { value: String(only) } };
      }
      return { key: 'rules.oneOf', params: { values: issue.values.map(String).join(', ') } };
    }
    case 'unrecognized_keys':
      return { key: 'rules.object.noUnknown', params: { unknown: issue.keys.join(', ') } };
    default:
      // Unions, map and set elements and custom checks without a key have no rule of their own.
      return { key: 'rules.type', params: {} };
  }
}

function customParams(issue: ZodIssueLike): RuleMessageParams {
  if (issue.code !== 'custom' || !issue.params) return {};
  const params: RuleMessageParams = {};
  for (const [name, value] of Object.entries(issue.params)) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return params;
}

/** The message key (and interpolation values) for a zod issue; messages that are already keys are kept. */
export function zodIssueToKey(issue: ZodIssueLike): RuleMessage {
  const fromCode = ruleFromCode(issue);
  const params = { ...fromCode.params, ...customParams(issue) };
  const message = issue.message;
  if (message && MESSAGE_KEY.test(message)) return { key: message, params };
  return { key: fromCode.key, params };
}

/**
 * The key a schema gives its own "required" rule (a minimum of one with a message key, such as
 * "feedback.messages.textRequired"), if it gives one; an empty field shows it instead of "required".
 */
export function ownRequiredKey(issue: ZodIssueLike): string | undefined {
  if (issue.code !== 'too_small' || Number(issue.minimum) !== 1) return undefined;
  return issue.message && MESSAGE_KEY.test(issue.message) ? issue.message : undefined;
}

/** The rule message in `locale`, English when missing there, the key itself when it is not a rule key. */
export function formatRuleMessage(locale: Locale, key: string, params: RuleMessageParams = {}): string {
  const template = ruleMessages[locale][key] ?? ruleMessages.en[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
