import { ErrorKey, type VisitJobSheetRecord } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { findJobSheetOfOrder } from '../orders/order-job-sheet.service.ts';
import { findVisit } from './provider-visits.repo.ts';
import { photographerScope } from './provider-visits.service.ts';

/**
 * GET /provider/visits/{id}/job-sheet: what to shoot and what to know before the visit. Planners read every
 * visit's; a photographer's own account only their own visits' (404 otherwise, as for the status).
 */
export async function getVisitJobSheet(
  deps: AppDeps,
  actor: Actor,
  bookingId: string,
): Promise<VisitJobSheetRecord> {
  const own = await photographerScope(deps, actor);
  const visit = await findVisit(deps.db, bookingId);
  if (!visit || (own && visit.booking.photographerId !== own.id)) throw new AppError(ErrorKey.notFound, 404);
  const sheet = await findJobSheetOfOrder(deps.db, visit.orderId);
  if (!sheet) throw new AppError(ErrorKey.notFound, 404);
  return { bookingId, ...sheet };
}
