import { describe, expect, it } from 'vitest';
import { formatAddress } from './address.ts';

const street = { street: 'Vesterbrogade', buildingNumber: '12', zip: '1620', city: 'København V' };

describe('an address on one line', () => {
  it.each([
    [{ buildingFloor: '2', buildingDoor: 'th' }, 'Vesterbrogade 12, 2. th, 1620 København V'],
    [{ buildingFloor: '2.', buildingDoor: 'th' }, 'Vesterbrogade 12, 2. th, 1620 København V'],
    [{ buildingFloor: 'st', buildingDoor: 'tv' }, 'Vesterbrogade 12, st. tv, 1620 København V'],
    [{ buildingFloor: ' 3 ', buildingDoor: null }, 'Vesterbrogade 12, 3., 1620 København V'],
    [{ buildingFloor: null, buildingDoor: '4' }, 'Vesterbrogade 12, 4, 1620 København V'],
    [{ buildingFloor: 'lgh 1102' }, 'Vesterbrogade 12, lgh 1102, 1620 København V'],
    [{}, 'Vesterbrogade 12, 1620 København V'],
    [{ buildingFloor: '', buildingDoor: '' }, 'Vesterbrogade 12, 1620 København V'],
  ])('%j is written %j', (unit, written) => {
    expect(formatAddress({ ...street, ...unit })).toBe(written);
  });
});
