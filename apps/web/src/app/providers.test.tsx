import { render, screen } from '@testing-library/react';
import daDK from 'antd/es/locale/da_DK';
import antdTheme from 'antd/es/theme';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from './providers.tsx';

function MotionShown() {
  const { token } = antdTheme.useToken();
  return <p>{token.motion ? 'on' : 'off'}</p>;
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
  it.each([
    { asks: true, shown: 'off' },
    { asks: false, shown: 'on' },
  ])('turns Ant Design’s motion $shown when the system asks for less motion: $asks', ({ asks, shown }) => {
    systemAsksForLessMotion(asks);
    render(
      <Providers initialPack={daDK}>
        <MotionShown />
      </Providers>,
    );
    expect(screen.getByText(shown)).toBeTruthy();
  });
});
