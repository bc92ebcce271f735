import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-24T12:00:00Z');
/** The moment `seconds` before now (after, when negative). */
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('reads as now under a minute', () => {
    expect(formatRelativeTime(ago(0), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(59), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(-59), 'en', now)).toBe('now');
  });

  it('counts minutes from one minute to the end of the hour', () => {
    expect(formatRelativeTime(ago(MINUTE), 'en', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(45 * MINUTE), 'en', now)).toBe('45 minutes ago');
    expect(formatRelativeTime(ago(HOUR - 1), 'en', now)).toBe('59 minutes ago');
  });

  it('counts hours from one hour to the end of the day', () => {
    expect(formatRelativeTime(ago(HOUR), 'en', now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * HOUR), 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(DAY - 1), 'en', now)).toBe('23 hours ago');
  });

  it('counts days from one day on, however long ago', () => {
    expect(formatRelativeTime(ago(DAY), 'en', now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(2 * DAY - 1), 'en', now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(14 * DAY), 'en', now)).toBe('14 days ago');
    expect(formatRelativeTime(ago(400 * DAY), 'en', now)).toBe('400 days ago');
  });

  it('counts the future the same way', () => {
    expect(formatRelativeTime(ago(-MINUTE), 'en', now)).toBe('in 1 minute');
    expect(formatRelativeTime(ago(-(HOUR - 1)), 'en', now)).toBe('in 59 minutes');
    expect(formatRelativeTime(ago(-HOUR), 'en', now)).toBe('in 1 hour');
    expect(formatRelativeTime(ago(-DAY), 'en', now)).toBe('in 1 day');
  });

  it('speaks the reader’s language', () => {
    expect(formatRelativeTime(ago(-2 * DAY), 'da', now)).toBe('om 2 dage');
    expect(formatRelativeTime(ago(2 * HOUR), 'sv', now)).toBe('för 2 timmar sedan');
    expect(formatRelativeTime(ago(5 * MINUTE), 'no', now)).toBe('for 5 minutter siden');
    expect(formatRelativeTime(ago(10), 'da', now)).toBe('nu');
  });

  it('is empty for a missing or broken moment', () => {
    expect(formatRelativeTime(null, 'en', now)).toBe('');
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
  });
});
