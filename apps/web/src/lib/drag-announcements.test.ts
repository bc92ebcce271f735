import type { Active, Over } from '@dnd-kit/core';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import sorting from '@/locales/da/sorting.json';
import { dragAnnouncements } from './drag-announcements.ts';

const texts = i18next.createInstance();
const items = [
  { id: 'a', name: 'facade.jpg' },
  { id: 'b', name: 'kitchen.jpg' },
  { id: 'c', name: 'garden.jpg' },
];
// Only the ids matter to the announcements; dnd-kit's measurements are left out.
const tile = (id: string) => ({ id }) as unknown as Active & Over;

beforeAll(async () => {
  await texts.init({ lng: 'da', resources: { da: { translation: { sorting } } } });
});

describe('what a screen reader hears while a tile moves', () => {
  it('says the pick-up once, each new place as a person counts it, and the drop', () => {
    const say = dragAnnouncements(texts.t, items);
    const active = tile('a');
    expect(say.onDragStart({ active })).toBe('facade.jpg er samlet op fra plads 1 af 3.');
    // dnd-kit reports the tile over itself right after the pick-up: nothing new to say.
    expect(say.onDragOver({ active, over: tile('a') })).toBeUndefined();
    expect(say.onDragOver({ active, over: tile('c') })).toBe('facade.jpg er flyttet til plads 3 af 3.');
    expect(say.onDragOver({ active, over: tile('a') })).toBe('facade.jpg er flyttet til plads 1 af 3.');
    expect(say.onDragOver({ active, over: null })).toBe('facade.jpg er ikke over en plads.');
    expect(say.onDragEnd({ active, over: tile('b') })).toBe('facade.jpg er sluppet på plads 2 af 3.');
  });

  it('says where the tile stays when the move is cancelled or dropped nowhere', () => {
    const say = dragAnnouncements(texts.t, items);
    const active = tile('b');
    say.onDragStart({ active });
    expect(say.onDragCancel({ active, over: tile('c') })).toBe(
      'Flytningen er fortrudt. kitchen.jpg bliver på plads 2 af 3.',
    );
    expect(say.onDragEnd({ active, over: null })).toBe(
      'Flytningen er fortrudt. kitchen.jpg bliver på plads 2 af 3.',
    );
  });
});
