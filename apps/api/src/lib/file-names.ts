/**
 * The name a downloaded file is saved under: "Strandvejen 12, 2900 Hellerup" -> "Strandvejen 12, 2900
 * Hellerup.zip", without the characters a disk refuses; `fallback` when nothing is left of the title.
 */
export const downloadFileName = (title: string, extension: string, fallback = 'material') =>
  `${title.replace(/[\\/:*?"<>|]/g, '_').trim() || fallback}.${extension}`;
