import type { DeliveryLineRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { linkTypesFor } from './link-types.ts';

const line = (deliveredMaterialTypes?: string[]) =>
  ({
    orderlineId: 'line',
    productName: 'Matterport',
    deliveredMaterialTypes,
  }) as unknown as DeliveryLineRecord;

describe('the link types offered for a line', () => {
  it('are those of the line’s product that are delivered as links', () => {
    expect(linkTypesFor(line(['Matterport', 'Floorplan']))).toEqual(['Matterport']);
    expect(linkTypesFor(line(['Link', 'Video']))).toEqual(['Video', 'Link']);
  });

  it('are every link type when the product delivers only files, or the line does not say', () => {
    for (const types of [undefined, [], ['Picture']]) {
      expect(linkTypesFor(line(types))).toContain('Matterport');
      expect(linkTypesFor(line(types))).toContain('Link');
    }
  });
});
