import { render, screen } from '@testing-library/react';
import daDK from 'antd/es/locale/da_DK';
import antdTheme from 'antd/es/theme';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from './providers.tsx';

function MotionShown() {
  const { token } = antdTheme.useToken();
  return <p>{token.motion ? 'moving' : 'still'}</p>;
}

function systemAsksForLessMotion(asks: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && asks,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the portal’s motion', () => {
  it('is turned off for a person whose system asks for less motion', () => {
    systemAsksForLessMotion(true);
    render(
      <Providers initialPack={daDK}>
        <MotionShown />
      </Providers>,
    );
    expect(screen.getByText('still')).toBeTruthy();
  });

  it('stays on otherwise', () => {
    systemAsksForLessMotion(false);
    render(
      <Providers initialPack={daDK}>
        <MotionShown />
      </Providers>,
    );
    expect(screen.getByText('moving')).toBeTruthy();
  });
});
