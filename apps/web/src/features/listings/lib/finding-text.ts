import type { ListingFinding } from '@portal/contracts';
import type { TFunction } from 'i18next';

interface FindingContext {
  /** The profile's name ("FINN eiendom"). */
  profile: string;
  /** The name of a chosen material as the office knows it (its file name). */
  nameOf: (materialId: string) => string;
}

/**
 * A finding of the check as a sentence in the reader's language, with its numbers and the picture it is
 * about. A logo band is said differently where the profile refuses it (FINN) than where it only warns.
 */
export function findingText(
  t: TFunction,
  finding: ListingFinding,
  { profile, nameOf }: FindingContext,
): string {
  const name = finding.materialId ? nameOf(finding.materialId) : '';
  const code =
    finding.code === 'watermarked' && finding.severity === 'warn' ? 'watermarkedWarning' : finding.code;
  return t(`listings.findings.${code}`, { ...finding.params, profile, name });
}
