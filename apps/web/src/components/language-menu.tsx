import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { LOCALES, type Locale } from '@portal/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '@/lib/i18n.ts';
import { PlainButton } from './plain-form.tsx';
import { SvgIcon } from './svg-icon.tsx';

// Each language is named in itself, so a visitor finds theirs whatever language the page is in.
export const LANGUAGES: Record<Locale, { name: string; lang: string }> = {
  en: { name: 'English', lang: 'en' },
  da: { name: 'Dansk', lang: 'da' },
  sv: { name: 'Svenska', lang: 'sv' },
  no: { name: 'Norsk', lang: 'nb' },
};

/**
 * A menu button (WAI-ARIA pattern) for the language. Written by hand rather than with Ant Design's
 * Dropdown, Button and icon components because it is on the login page, whose download they would grow
 * by a fifth.
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const current = LANGUAGES[locale].name;

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (lng: Locale) => {
    close();
    // Only a lost connection can fail here; the page then stays in its current language.
    if (lng !== locale)
      changeLocale(lng).catch((error: unknown) => console.warn('Language not changed', error));
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: items[(index + 1) % items.length],
      ArrowUp: items[(index - 1 + items.length) % items.length],
      Home: items[0],
      End: items.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="portal-menu" ref={rootRef}>
      <PlainButton
        ref={buttonRef}
        variant="text"
        // The code shown on a narrow header is in the name too (WCAG 2.5.3), so "click DA" works for speech input;
        // as a word of its own, since checkers read a name's parenthesised words as a remark, not as its label.
        aria-label={`${t('common.language.label')}: ${current}${compact ? `, ${locale.toUpperCase()}` : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <SvgIcon icon={GlobalOutlined} />
        {compact ? locale.toUpperCase() : current}
      </PlainButton>
      {open ? (
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={t('common.language.label')}
          className="portal-menu-list"
          onKeyDown={moveFocus}
        >
          {LOCALES.map((lng) => (
            <button
              key={lng}
              type="button"
              role="menuitem"
              tabIndex={-1}
              lang={LANGUAGES[lng].lang}
              aria-current={lng === locale}
              className="portal-menu-item"
              onClick={() => choose(lng)}
            >
              {LANGUAGES[lng].name}
              {lng === locale ? <SvgIcon icon={CheckOutlined} /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
