const UNITS = [
  { unit: 'gigabyte', size: 1024 ** 3 },
  { unit: 'megabyte', size: 1024 ** 2 },
  { unit: 'kilobyte', size: 1024 },
] as const;

/** "1.4 MB", "820 kB", in the portal's language. */
export function formatFileSize(bytes: number, language: string): string {
  const { unit, size } = UNITS.find((candidate) => bytes >= candidate.size) ?? UNITS[2];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: bytes >= 1024 ** 2 ? 1 : 0,
  }).format(bytes / size);
}
