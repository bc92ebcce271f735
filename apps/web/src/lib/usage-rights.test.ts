import type { MaterialRights } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import da from '@/locales/da/materials.json';
import en from '@/locales/en/materials.json';
import { expiredReason, isChoosable, rightsCaption, rightsMarkText, rightsStanding } from './usage-rights.ts';

const texts = i18next.createInstance();
await texts.init({
  lng: 'en',
  keySeparator: '.',
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { en: { translation: { materials: en } }, da: { translation: { materials: da } } },
});

const rights = (change: Partial<MaterialRights> = {}): MaterialRights => ({
  credit: 'Studio Nord',
  licence: 'SALE_MARKETING',
  licenceText: null,
  expiresOn: null,
  expired: false,
  ...change,
});

describe('where a material’s usage rights stand', () => {
  it('warns from 30 days before the last day, and says expired only when the hub does', () => {
    const today = '2026-03-01';
    expect(rightsStanding(rights(), today)).toBe('current');
    expect(rightsStanding(rights({ expiresOn: '2026-04-01' }), today)).toBe('current');
    expect(rightsStanding(rights({ expiresOn: '2026-03-31' }), today)).toBe('expiring');
    expect(rightsStanding(rights({ expiresOn: '2026-03-01' }), today)).toBe('expiring');
    // The hub's department may already be in the next day: its word counts, since it is the one refusing.
    expect(rightsStanding(rights({ expiresOn: '2026-02-28', expired: true }), today)).toBe('expired');
  });

  it('lets expired material not be chosen, and says why in the reader’s language', () => {
    const expired = rights({ expiresOn: '2026-03-12', expired: true });
    expect(isChoosable({ rights: expired })).toBe(false);
    expect(isChoosable({ rights: rights({ expiresOn: '2026-03-12' }) })).toBe(true);
    expect(expiredReason(texts.getFixedT('en'), expired, 'en')).toBe('Usage rights expired on 12 Mar 2026');
    expect(expiredReason(texts.getFixedT('da'), expired, 'da')).toBe('Brugsretten udløb 12. mar. 2026');
  });

  it('marks only rights that end soon or ended', () => {
    const t = texts.getFixedT('en');
    const ending = rights({ expiresOn: '2026-03-20' });
    expect(rightsMarkText(t, ending, 'expiring', 'en')).toBe('Rights end 20 Mar 2026');
    expect(rightsMarkText(t, rights({ expired: true }), 'expired', 'en')).toBe('Rights expired');
    expect(rightsMarkText(t, rights(), 'current', 'en')).toBeNull();
  });

  it('captions a picture with its credit, licence in words and how long it may be used', () => {
    const t = texts.getFixedT('en');
    expect(rightsCaption(t, rights({ expiresOn: '2027-03-14' }), 'en')).toBe(
      '© Studio Nord · Listing and marketing of this sale · usable until 14 Mar 2027',
    );
    expect(
      rightsCaption(t, rights({ credit: null, licence: 'CUSTOM', licenceText: 'Only the brochure' }), 'en'),
    ).toBe('Only the brochure · no expiry');
  });
});
