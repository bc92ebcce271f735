import type { PersonalDataCounts, SubjectCase, SubjectExport, SubjectQuery } from '@portal/contracts';
import { saveFile } from '@/lib/save-file.ts';

/** How many records of each kind a case of the export holds about the person. */
export function countsOfCase(item: SubjectCase): PersonalDataCounts {
  return {
    contactPersons: item.contactPersons.length,
    endUserInvoices: item.endUserInvoices.length,
    formAnswers: item.formAnswers.length,
    watchers: item.watchedOrders.length,
    visitLinks: item.visitLinks.length,
  };
}

/** The kinds a count names, in a fixed order, leaving out those with none. */
export function countedKinds(counts: PersonalDataCounts): [keyof PersonalDataCounts, number][] {
  return (Object.entries(counts) as [keyof PersonalDataCounts, number][]).filter(([, count]) => count > 0);
}

/** The cases where erasing stops the provider reaching the person about an order still running. */
export const casesWithRunningOrders = (exported: SubjectExport) =>
  exported.cases.filter((item) => item.openOrders.length > 0);

/** Who the search was for, as the page writes it: the email, the phone, or both. */
export const subjectLabel = (subject: SubjectQuery) =>
  [subject.email, subject.phone].filter(Boolean).join(' / ');

/** A file name that says whose data it is and from when: personal-data-sofie-example-test-2026-06-15.json. */
export function exportFileName(exported: SubjectExport): string {
  const who = (exported.subject.email ?? exported.subject.phone ?? 'person')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `personal-data-${who}-${exported.exportedAt.slice(0, 10)}.json`;
}

/** Saves the export as a JSON file through the browser's download. */
export function downloadJson(fileName: string, data: unknown): void {
  saveFile(fileName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
}
