import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('formatRelativeTime', () => {
  it('says how long ago in minutes within an hour, hours within a day, otherwise days', () => {
    expect(formatRelativeTime('2026-11-24T11:15:00Z', 'en', now)).toBe('45 minutes ago');
    expect(formatRelativeTime('2026-11-24T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-23T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-10T12:00:00Z', 'en', now)).toBe('14 days ago');
    expect(formatRelativeTime('2026-11-24T11:59:30Z', 'en', now)).toBe('now');
  });

  it('speaks the reader’s language and handles the future', () => {
    expect(formatRelativeTime('2026-11-26T12:00:00Z', 'da', now)).toBe('i overmorgen');
    expect(formatRelativeTime('2026-11-24T10:00:00Z', 'sv', now)).toBe('för 2 timmar sedan');
  });

  it('is empty for a missing or broken moment', () => {
    expect(formatRelativeTime(null, 'en', now)).toBe('');
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
  });
});
