import type { DeliveryLineRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryWaysOf, fileExtensionsFor, linkTypesFor } from './line-deliveries.ts';

const line = (deliveries: Record<string, unknown>) =>
  ({ orderlineId: 'line', productName: 'Matterport', ...deliveries }) as unknown as DeliveryLineRecord;

const EVERY_LINK_TYPE = [
  'Matterport',
  'Video',
  'PanoramasHtml5',
  'InteractivePresentation',
  'PoiPresentation',
  'SlideShow',
  'Link',
];

describe('the link types offered for a line', () => {
  it('are those the hub takes for the line, when it says', () => {
    expect(linkTypesFor(line({ linkTypes: ['Matterport', 'CloudScannerStaging'] }))).toEqual([
      'Matterport',
      'CloudScannerStaging',
    ]);
  });

  it('are the link types and cloud scanner links of the line’s product otherwise', () => {
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
    for (const deliveries of [{}, { deliveredMaterialTypes: [] }, { deliveredMaterialTypes: ['Picture'] }]) {
      expect(linkTypesFor(line(deliveries))).toEqual(EVERY_LINK_TYPE);
    }
  });
});

describe('the files a line takes', () => {
  it('are those of its product’s types, else every kind the provider delivers', () => {
    expect(fileExtensionsFor(line({ fileExtensions: ['png', 'jpg', 'jpeg', 'pdf'] }))).toEqual([
      'png',
      'jpg',
      'jpeg',
      'pdf',
    ]);
    expect(fileExtensionsFor(line({}))).toContain('mp4');
    expect(fileExtensionsFor(line({}))).toContain('pdf');
  });
});

describe('the ways a line is delivered on its page', () => {
  it('are those its product names', () => {
    expect(deliveryWaysOf(line({ deliveryKinds: ['links'] }))).toEqual({
      files: false,
      links: true,
      texts: false,
    });
    expect(deliveryWaysOf(line({ deliveryKinds: ['files', 'links'] }))).toMatchObject({
      files: true,
      links: true,
    });
    expect(
      deliveryWaysOf(line({ deliveryKinds: ['files'], cloudScannerLinkTypes: ['CloudScannerStaging'] })),
    ).toMatchObject({ files: true, links: true });
  });

  it('are texts alone for a product of texts, and files and links when the line does not say', () => {
    expect(deliveryWaysOf(line({ deliveryKinds: ['texts'] }))).toEqual({
      files: false,
      links: false,
      texts: true,
    });
    expect(deliveryWaysOf(line({}))).toEqual({ files: true, links: true, texts: false });
  });
});
