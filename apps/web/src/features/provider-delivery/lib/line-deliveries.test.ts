import type { DeliveryLineRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryWaysOf } from './line-deliveries.ts';

const line = (deliveries: Pick<DeliveryLineRecord, 'deliveryKinds' | 'linkTypes'>) =>
  ({ orderlineId: 'line', productName: 'Product', ...deliveries }) as DeliveryLineRecord;

describe('the ways a line is delivered', () => {
  it('are those its product names', () => {
    expect(deliveryWaysOf(line({ deliveryKinds: ['files'], linkTypes: [] }))).toEqual({
      files: true,
      links: false,
      texts: false,
    });
    expect(deliveryWaysOf(line({ deliveryKinds: ['texts'], linkTypes: [] }))).toEqual({
      files: false,
      links: false,
      texts: true,
    });
  });

  it('offer links for a product delivered as files that comes with cloud scanner links', () => {
    const ways = deliveryWaysOf(line({ deliveryKinds: ['files'], linkTypes: ['CloudScannerStaging'] }));
    expect(ways).toEqual({ files: true, links: true, texts: false });
  });
});
