import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { firstLocale, I18N_OPTIONS } from './locale-choice.ts';

describe('the language the portal starts in', () => {
  it('is the one chosen last, whatever the host', () => {
    expect(firstLocale('no', 'portal.example.se')).toBe('no');
    expect(firstLocale('en', 'portal.example.dk')).toBe('en');
  });

  it('is Swedish on a host under .se without a stored choice', () => {
    expect(firstLocale(null, 'portal.example.se')).toBe('sv');
    expect(firstLocale(null, 'portal.example.se:8443')).toBe('sv');
  });

  it('is Danish elsewhere, a host merely containing "se" included', () => {
    expect(firstLocale(null, 'portal.example.dk')).toBe('da');
    expect(firstLocale(null, 'portal.secure.no')).toBe('da');
    expect(firstLocale(null, 'localhost:3310')).toBe('da');
  });

  it('ignores a stored value that is not one of its languages', () => {
    expect(firstLocale('fi', 'portal.example.se')).toBe('sv');
    expect(firstLocale('', 'portal.example.dk')).toBe('da');
  });
});

describe('texts the chosen language lacks', () => {
  it('are filled in English, while the language’s own texts win', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      ...I18N_OPTIONS,
      lng: 'da',
      ns: ['common'],
      defaultNS: 'common',
      resources: {
        da: { common: { save: 'Gem' } },
        en: { common: { save: 'Save', remoteOnly: 'Only in English' } },
      },
    });
    expect(i18n.t('common.save')).toBe('Gem');
    expect(i18n.t('common.remoteOnly')).toBe('Only in English');
  });
});
