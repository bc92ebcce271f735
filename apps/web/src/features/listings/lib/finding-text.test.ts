import { type ListingFinding, ListingFindingCode } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import da from '@/locales/da/listings.json';
import en from '@/locales/en/listings.json';
import no from '@/locales/no/listings.json';
import sv from '@/locales/sv/listings.json';
import { findingText } from './finding-text.ts';

const texts = i18next.createInstance();
await texts.init({
  lng: 'en',
  keySeparator: '.',
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    Object.entries({ en, da, sv, no }).map(([language, listings]) => [
      language,
      { translation: { listings } },
    ]),
  ),
});

const finding = (code: ListingFinding['code'], severity: ListingFinding['severity'], params = {}) => ({
  code,
  severity,
  materialId: '6c1d7e0a-3f7e-4b59-9a3c-1d2e3f4a5b6c',
  params,
});
const context = { profile: 'FINN eiendom', nameOf: () => 'IMG_0012-staged.jpg' };

describe('what the check found, as the office reads it', () => {
  it.each(['en', 'da', 'sv', 'no'])(
    'says every finding in %s, its numbers and picture filled in',
    (language) => {
      const t = texts.getFixedT(language);
      for (const code of ListingFindingCode.options) {
        const params = { count: 3, min: 5, max: 2, width: 640, height: 480, minWidth: 1024, minHeight: 683 };
        const text = findingText(t, finding(code, 'refuse', params), context);
        expect(text, `${language}: ${code}`).not.toContain('listings.');
        expect(text, `${language}: ${code}`).not.toContain('{{');
      }
    },
  );

  it('names the picture and the profile’s numbers', () => {
    const t = texts.getFixedT('en');
    expect(
      findingText(
        t,
        finding('belowMinimumSize', 'refuse', { width: 640, height: 480, minWidth: 1024, minHeight: 683 }),
        context,
      ),
    ).toBe('IMG_0012-staged.jpg is 640 × 480 px, smaller than the 1024 × 683 px FINN eiendom takes.');
  });

  it('says a picture whose usage rights expired may not be published, and what to do', () => {
    expect(findingText(texts.getFixedT('da'), finding('rightsExpired', 'refuse'), context)).toBe(
      'Brugsretten til IMG_0012-staged.jpg er udløbet, så billedet må ikke offentliggøres på FINN eiendom eller andre steder. Tag det ud af annoncen, eller bed leverandøren om at forlænge retten.',
    );
  });

  it('says a logo band is refused where the profile refuses it, and only worth a look where it warns', () => {
    const t = texts.getFixedT('no');
    expect(findingText(t, finding('watermarked', 'refuse'), context)).toBe(
      'IMG_0012-staged.jpg har leverandørens logobånd; FINN eiendom tillater ikke merker som markedsfører megleren.',
    );
    expect(findingText(t, finding('watermarked', 'warn'), context)).toBe(
      'IMG_0012-staged.jpg har leverandørens logobånd. Kontroller at FINN eiendom tillater det.',
    );
  });
});
