import type { DeliveryLineRecord, ProductDeliveryFields } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryWaysOf, linkTypesFor } from './link-types.ts';

const line = (product: Partial<ProductDeliveryFields>) =>
  ({ orderlineId: 'line', productName: 'Matterport', ...product }) as unknown as DeliveryLineRecord;

describe('the link types offered for a line', () => {
  it('are the link types and cloud scanner links of the line’s product', () => {
    expect(linkTypesFor(line({ deliveredMaterialTypes: ['Matterport', 'Floorplan'] }))).toEqual([
      'Matterport',
    ]);
    expect(linkTypesFor(line({ deliveredMaterialTypes: ['Link', 'Video'] }))).toEqual(['Video', 'Link']);
    expect(
      linkTypesFor(
        line({
          deliveredMaterialTypes: ['Floorplan'],
          cloudScannerLinkTypes: ['CloudScannerAlternativeFloorplan'],
        }),
      ),
    ).toEqual(['CloudScannerAlternativeFloorplan']);
  });

  it('are every link material type when the product delivers only files, or the line does not say', () => {
    for (const product of [
      {},
      { deliveredMaterialTypes: [] },
      { deliveredMaterialTypes: ['Picture' as const] },
    ]) {
      expect(linkTypesFor(line(product))).toEqual([
        'Matterport',
        'Video',
        'PanoramasHtml5',
        'InteractivePresentation',
        'PoiPresentation',
        'SlideShow',
        'Link',
      ]);
    }
  });
});

describe('the ways a line is delivered on its page', () => {
  it('are those its product names', () => {
    expect(deliveryWaysOf(line({ deliveryKinds: ['links'] }))).toEqual({ files: false, links: true });
    expect(deliveryWaysOf(line({ deliveryKinds: ['files', 'links'] }))).toEqual({ files: true, links: true });
    expect(
      deliveryWaysOf(line({ deliveryKinds: ['files'], cloudScannerLinkTypes: ['CloudScannerStaging'] })),
    ).toEqual({ files: true, links: true });
  });

  it('are files and links when the line names neither', () => {
    expect(deliveryWaysOf(line({}))).toEqual({ files: true, links: true });
    expect(deliveryWaysOf(line({ deliveryKinds: ['texts'] }))).toEqual({ files: true, links: true });
  });
});
