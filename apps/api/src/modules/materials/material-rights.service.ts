import {
  ErrorKey,
  isRightsExpired,
  localParts,
  type MaterialRights,
  type RightsLicence,
  rightsExpiryOf,
  timeZoneOfCountry,
} from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { photographerNameOfOrder } from '../bookings/photographer-accounts.service.ts';
import { findBranchById } from '../branches/branches.service.ts';
import { findOrderIdOfLine, findProductDeliveryOfLine } from '../orders/provider-line-delivery.service.ts';
import type { MaterialRow } from './materials.repo.ts';

// The usage rights of delivered material (docs/product.md, "Usage rights"): the one place that knows whom a
// delivery credits, what its licence is and when it ends, and whether a material's rights have expired.

/** The rights as a material's row keeps them. */
export type StampedRights = Pick<MaterialRow, 'credit' | 'licence' | 'licenceText' | 'expiresOn'>;

/** The department's day at `now` (YYYY-MM-DD): a licence runs through its last day where the office is. */
export const todayIn = (countryCode: string, now: Date) =>
  localParts(now, timeZoneOfCountry(countryCode)).day;

export const isExpiredOn = (row: Pick<MaterialRow, 'expiresOn'>, today: string) =>
  isRightsExpired(row.expiresOn, today);

/**
 * Refuses the use of chosen material when the rights of any of it have expired: 409 rightsExpired, naming the
 * expired material (`details.materialIds`) so the office can leave it out.
 */
export function assertNoneExpired(rows: Pick<MaterialRow, 'id' | 'expiresOn'>[], today: string): void {
  const expired = rows.filter((row) => isExpiredOn(row, today)).map((row) => row.id);
  if (expired.length > 0) {
    throw new AppError(ErrorKey.rightsExpired, 409, undefined, undefined, { materialIds: expired });
  }
}

export function rightsOf(row: StampedRights, today: string): MaterialRights {
  return {
    credit: row.credit,
    licence: row.licence as RightsLicence,
    licenceText: row.licenceText,
    expiresOn: row.expiresOn,
    expired: isExpiredOn(row, today),
  };
}

/** The display name of a mail sender such as `Studio Nord <post@studio.example>`; null for a bare address. */
function displayNameOf(sender: string | undefined): string | null {
  const name = sender?.match(/^\s*"?([^"<]*?)"?\s*</)?.[1]?.trim();
  return name || null;
}

/** The provider's studio as material credits it: STUDIO_NAME, else the name its mail goes out under. */
export const studioNameOf = (config: AppDeps['config']): string | null =>
  config.STUDIO_NAME ?? displayNameOf(config.MAIL_FROM);

/** What a delivery to an order line stamps on its material, worked out once per delivery. */
export interface DeliveryRights {
  stamp(type: string): StampedRights;
}

/**
 * The rights of a delivery: the licence and its length from the line's product (the listing and marketing of
 * the sale without expiry when there is none), the expiry counted from the delivery day in the department's
 * zone. Credit: the product's, else the photographer of the order's visit, else the studio. Floor plans are
 * drawn by others than the photographer, so they credit the product or the studio.
 */
export async function deliveryRightsOf(
  db: Db,
  delivery: { orderLineId: string | null; branchId: number; at: Date; studioName: string | null },
): Promise<DeliveryRights> {
  const { orderLineId } = delivery;
  const product = orderLineId ? await findProductDeliveryOfLine(db, orderLineId) : undefined;
  const orderId = orderLineId ? await findOrderIdOfLine(db, orderLineId) : undefined;
  const photographer = orderId ? await photographerNameOfOrder(db, orderId) : null;
  const branch = await findBranchById(db, delivery.branchId);
  const deliveredOn = todayIn(branch?.countryCode ?? '', delivery.at);
  const licence = product?.rights.licence ?? 'SALE_MARKETING';
  const licenceText = licence === 'CUSTOM' ? (product?.rights.licenceText ?? null) : null;
  const expiresOn = rightsExpiryOf(deliveredOn, product?.rights.validMonths ?? null);
  return {
    stamp: (type) => ({
      credit:
        product?.rights.credit ?? (type === 'Floorplan' ? null : photographer) ?? delivery.studioName ?? null,
      licence,
      licenceText,
      expiresOn,
    }),
  };
}

/** From the narrowest licence to the broadest: a picture made of others may be used only as the narrowest allows. */
const NARROWEST_FIRST: readonly RightsLicence[] = ['CUSTOM', 'PERSON_AT_OFFICE', 'SALE_MARKETING'];

const distinct = (values: (string | null)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/**
 * The rights of a picture made of others (a collage, two pictures combined): the earliest expiry, every
 * credit, and the narrowest licence of its sources (custom licences' words joined).
 */
export function strictestRightsOf(sources: StampedRights[]): StampedRights {
  const licence =
    NARROWEST_FIRST.find((each) => sources.some((source) => source.licence === each)) ?? 'SALE_MARKETING';
  const texts = distinct(sources.filter((source) => source.licence === 'CUSTOM').map((s) => s.licenceText));
  const expiries = distinct(sources.map((source) => source.expiresOn)).sort();
  return {
    credit: distinct(sources.map((source) => source.credit)).join(', ') || null,
    licence,
    licenceText: licence === 'CUSTOM' ? texts.join(' / ') : null,
    expiresOn: expiries[0] ?? null,
  };
}

/** The rights of a row without the rest of it: what a copy keeps (copying grants nothing new), what an audit entry records. */
export const stampedRightsOf = (row: StampedRights): StampedRights => ({
  credit: row.credit,
  licence: row.licence,
  licenceText: row.licenceText,
  expiresOn: row.expiresOn,
});
