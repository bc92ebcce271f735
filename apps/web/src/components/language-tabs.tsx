import { Locale } from '@portal/contracts';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { LANGUAGES } from './language-menu.tsx';

interface LanguageTabsProps {
  active: Locale;
  onChange: (locale: Locale) => void;
  /** The fields of one language, marked with that language for screen readers and spell checkers. */
  children: (locale: Locale) => ReactNode;
}

/**
 * A tab per portal language for text written in all four (news, help articles, system notices). Every tab is
 * rendered from the start, so a field with a problem in a hidden language is still in the form.
 */
export function LanguageTabs({ active, onChange, children }: LanguageTabsProps) {
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key as Locale)}
      items={Locale.options.map((locale) => ({
        key: locale,
        label: LANGUAGES[locale].name,
        forceRender: true,
        children: <div lang={LANGUAGES[locale].lang}>{children(locale)}</div>,
      }))}
    />
  );
}
