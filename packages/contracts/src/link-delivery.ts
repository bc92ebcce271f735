// Delivering a link to an order line (a Matterport tour, a film on YouTube or Vimeo, any web page): the link
// becomes material of the case like a delivered file. A cloud scanner link is added to material the line has.
import { z } from 'zod';
import { DeliveryErrorKey } from './delivery-errors.ts';
import { CloudScannerLinkType, MaterialType, OrderStatusWord } from './enums.ts';
import { LINK_MATERIAL_TYPES } from './product-deliveries.ts';

export const LinkType = z.enum([...LINK_MATERIAL_TYPES, ...CloudScannerLinkType.options]);
export type LinkType = z.infer<typeof LinkType>;

export const isCloudScannerLinkType = (type: string): type is CloudScannerLinkType =>
  (CloudScannerLinkType.options as readonly string[]).includes(type);

const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com'] as const;

/**
 * The sites a link of a type must lead to (the name itself or a name under it, such as my.matterport.com or
 * player.vimeo.com), with the message a link elsewhere gets. The lightbox plays these through the service's
 * own player; every other link type may lead to any https site, since tours, presentations and panorama
 * viewers are hosted by many services and by the provider itself.
 */
export const LINK_HOSTS: Partial<Record<LinkType, { hosts: readonly string[]; problem: string }>> = {
  Matterport: { hosts: ['matterport.com'], problem: DeliveryErrorKey.linkHostMatterport },
  Video: { hosts: VIDEO_HOSTS, problem: DeliveryErrorKey.linkHostVideo },
  SlideShow: { hosts: VIDEO_HOSTS, problem: DeliveryErrorKey.linkHostVideo },
};

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Why the address cannot be delivered as a link of the type, as a message key, or null. Only `https://`
 * addresses of a named site on the internet (no address of a machine by number, no name without a dot, no
 * user name or password in the address); the site one of the type's own where it has some.
 */
export function linkAddressProblem(type: LinkType, address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return DeliveryErrorKey.linkInvalid;
  }
  if (url.protocol !== 'https:') return DeliveryErrorKey.linkNotHttps;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (url.username || url.password || !host.includes('.') || IPV4.test(host) || host.startsWith('[')) {
    return DeliveryErrorKey.linkInvalid;
  }
  const known = LINK_HOSTS[type];
  if (known && !known.hosts.some((site) => host === site || host.endsWith(`.${site}`))) return known.problem;
  return null;
}

/**
 * POST /provider/orderlines/{lineId}/links. `type` is a link type the line's product delivers; a cloud scanner
 * link is added to `materialId` (material of the line), or to the line's newest material. `deliveredQuantity`
 * is the line's delivered quantity afterwards; without it a link counts one more, up to the ordered quantity.
 */
export const LinkDeliveryBody = z
  .object({
    type: z.enum([...MaterialType.options, ...CloudScannerLinkType.options]),
    url: z.string().trim().min(1, 'rules.required').max(2000, 'rules.string.max'),
    title: z.string().trim().min(1, 'rules.required').max(200, 'rules.string.max'),
    deliveredQuantity: z.number().int().min(1).max(100000).optional(),
    materialId: z.uuid().optional(),
  })
  .superRefine((body, context) => {
    const type = LinkType.safeParse(body.type);
    if (!type.success) {
      context.addIssue({ code: 'custom', path: ['type'], message: DeliveryErrorKey.notALinkType });
      return;
    }
    const problem = linkAddressProblem(type.data, body.url);
    if (problem) context.addIssue({ code: 'custom', path: ['url'], message: problem });
  });
export type LinkDeliveryBody = z.input<typeof LinkDeliveryBody>;

/** What a link delivery made: a new batch with the link's material, or the material a cloud scanner link joined. */
export const LinkDeliveryRecord = z.object({
  /** The link's batch; that of the material a cloud scanner link joined. */
  batchId: z.string().nullable(),
  materialId: z.string(),
  type: LinkType,
  url: z.string(),
  title: z.string(),
  /** The order's status afterwards: Delivered once its last line awaiting delivery is delivered. */
  orderStatus: OrderStatusWord,
});
export type LinkDeliveryRecord = z.infer<typeof LinkDeliveryRecord>;
