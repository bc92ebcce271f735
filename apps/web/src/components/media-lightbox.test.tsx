import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInPortal } from '@/test/render.tsx';
import { MediaLightbox, type MediaSlide } from './media-lightbox.tsx';

const slides: MediaSlide[] = ['kitchen', 'garden', 'hall'].map((name) => ({
  kind: 'image',
  src: `/files/${name}.jpg`,
  title: name,
}));

/** The lightbox's position now, as its current slide tells a screen reader ("2 af 3"). */
async function expectPosition(position: number) {
  await waitFor(() =>
    expect(document.querySelector('.yarl__slide_current')?.getAttribute('aria-label')).toBe(
      `${position} af ${slides.length}`,
    ),
  );
}

function press(key: string) {
  const lightbox = document.querySelector('.yarl__container');
  if (!lightbox) throw new Error('the lightbox is not open');
  fireEvent.keyDown(lightbox, { key });
}

/** A page that fetches the slides again with newly signed addresses, as it does before the old ones expire. */
function RenewingPage() {
  const [round, setRound] = useState(0);
  const shown = useMemo(
    () => slides.map((slide) => ({ ...slide, src: `${slide.src}?signature=${round}` })),
    [round],
  );
  return (
    <>
      <button type="button" onClick={() => setRound((count) => count + 1)}>
        Renew
      </button>
      <MediaLightbox slides={shown} index={0} open onClose={() => {}} />
    </>
  );
}

/**
 * A page that renders again as each key goes down (its own state changing, as a page's data or texts may
 * while the lightbox is open), in the same turn of the event loop as the lightbox's own move.
 */
function BusyPage() {
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    const renderAgain = () => setTimeout(() => setRenders((count) => count + 1), 0);
    document.addEventListener('keydown', renderAgain, true);
    return () => document.removeEventListener('keydown', renderAgain, true);
  }, []);
  return (
    <div data-renders={renders}>
      <MediaLightbox slides={slides} index={0} open onClose={() => {}} />
    </div>
  );
}

describe('MediaLightbox', () => {
  it('wraps at both ends with the arrow keys, one slide a key', async () => {
    renderInPortal(<MediaLightbox slides={slides} index={0} open onClose={() => {}} />);
    await expectPosition(1);
    press('ArrowLeft');
    await expectPosition(3);
    press('ArrowRight');
    await expectPosition(1);
    press('ArrowRight');
    await expectPosition(2);
  });

  it('keeps a move when the page around it renders again at the same moment', async () => {
    renderInPortal(<BusyPage />);
    await expectPosition(1);
    press('ArrowRight');
    await expectPosition(2);
    press('ArrowLeft');
    await expectPosition(1);
    press('ArrowLeft');
    await expectPosition(3);
  });

  it('stays on the slide shown when the slides arrive anew with renewed addresses', async () => {
    renderInPortal(<RenewingPage />);
    await expectPosition(1);
    press('ArrowLeft');
    await expectPosition(3);
    fireEvent.click(screen.getByText('Renew'));
    await waitFor(() =>
      expect(document.querySelector('.yarl__slide_current img')?.getAttribute('src')).toMatch(/signature=1$/),
    );
    await expectPosition(3);
  });
});
