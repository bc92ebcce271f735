import { describe, expect, it } from 'vitest';
import { notesBeyondJobSheet } from './booking-notes.ts';

describe('notesBeyondJobSheet', () => {
  const sheet = { livingArea: 142, photographerComment: 'Ring på hos naboen.\nKatten må ikke slippe ud.' };

  it('leaves out the area and the comment the booking copied from the order', () => {
    expect(notesBeyondJobSheet('142 m2\nRing på hos naboen.\nKatten må ikke slippe ud.', sheet)).toEqual([]);
  });

  it('keeps what a booking brought over from elsewhere', () => {
    expect(notesBeyondJobSheet('142 m2\n2026-03-02 10:15 Sælger ringer tilbage\n', sheet)).toEqual([
      '2026-03-02 10:15 Sælger ringer tilbage',
    ]);
    expect(notesBeyondJobSheet('85 m2', { livingArea: null, photographerComment: null })).toEqual(['85 m2']);
  });
});
