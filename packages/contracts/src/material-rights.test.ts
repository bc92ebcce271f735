import { describe, expect, it } from 'vitest';
import {
  isRightsExpired,
  MaterialRightsBody,
  ProductRightsDefaults,
  rightsExpiryOf,
} from './material-rights.ts';

describe('usage rights', () => {
  it('runs a licence of months to the day before the same date, the month end where the month is shorter', () => {
    expect(rightsExpiryOf('2026-03-15', 12)).toBe('2027-03-14');
    expect(rightsExpiryOf('2026-01-31', 1)).toBe('2026-02-27');
    expect(rightsExpiryOf('2026-11-01', 2)).toBe('2026-12-31');
    expect(rightsExpiryOf('2026-03-15', null)).toBeNull();
  });

  it('is usable through its last day and expired from the next', () => {
    expect(isRightsExpired('2026-11-28', '2026-11-28')).toBe(false);
    expect(isRightsExpired('2026-11-28', '2026-11-29')).toBe(true);
    expect(isRightsExpired(null, '2099-01-01')).toBe(false);
  });

  it('asks for the words of a custom licence, next to that field', () => {
    const custom = { credit: null, licence: 'CUSTOM', licenceText: null, validMonths: null };
    const result = ProductRightsDefaults.safeParse(custom);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['licenceText'], message: 'rules.required' });
    expect(
      ProductRightsDefaults.safeParse({ ...custom, licenceText: 'Only the seller’s brochure' }).success,
    ).toBe(true);
  });

  it('refuses an empty choice and a date that is not one', () => {
    const body = {
      materialIds: [],
      credit: 'Studio Nord',
      licence: 'SALE_MARKETING',
      licenceText: null,
      expiresOn: null,
    };
    expect(MaterialRightsBody.safeParse(body).error?.issues[0]?.path).toEqual(['materialIds']);
    const dated = {
      ...body,
      materialIds: ['0b4c7c38-0a8a-4f7e-9f5e-3f3b8a1c2d4e'],
      expiresOn: '2026-02-30x',
    };
    expect(MaterialRightsBody.safeParse(dated).error?.issues[0]?.path).toEqual(['expiresOn']);
  });
});
