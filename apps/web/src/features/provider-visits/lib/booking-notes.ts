import type { VisitJobSheetRecord } from '@portal/contracts';

/**
 * The lines of a visit's booking notes that the job sheet does not show already. A booking starts its notes
 * with the order's living area ("142 m2") and the agent's comment, both on the job sheet as the order has
 * them; a booking brought over from another system may carry more, which stays.
 */
export function notesBeyondJobSheet(
  notes: string | null,
  sheet: Pick<VisitJobSheetRecord, 'livingArea' | 'photographerComment'>,
): string[] {
  const shown = new Set(
    [sheet.livingArea ? `${sheet.livingArea} m2` : '', ...(sheet.photographerComment ?? '').split(/\r?\n/)]
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return (notes ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !shown.has(line));
}
