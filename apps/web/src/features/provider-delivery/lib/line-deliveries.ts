import type { DeliveryLineRecord } from '@portal/contracts';

/**
 * Which ways of delivering the page offers for a line: those its product names. Links are offered too when
 * the hub takes cloud scanner links for the line, which attach to a product delivered as files.
 */
export function deliveryWaysOf(line: DeliveryLineRecord): { files: boolean; links: boolean; texts: boolean } {
  return {
    files: line.deliveryKinds.includes('files'),
    links: line.deliveryKinds.includes('links') || line.linkTypes.length > 0,
    texts: line.deliveryKinds.includes('texts'),
  };
}
