// Error keys of a file's way from its upload link to case material, kept apart from errors.ts so neither
// file grows past reading size; errors.ts merges them into ErrorKey.
export const UploadErrorKey = {
  /** 409: the file in storage is no longer the one whose size, ETag and content were checked. */
  uploadChanged: 'tasks.upload.fileChanged',
  /** 409: a local upload link writes one file; sending it again could replace a checked file. */
  uploadLinkUsed: 'tasks.upload.linkUsed',
} as const;
type UploadErrorKey = (typeof UploadErrorKey)[keyof typeof UploadErrorKey];

export const uploadErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<UploadErrorKey, string>> = {
  en: {
    'tasks.upload.fileChanged':
      'A file changed in storage after it was checked. Remove it and upload it again.',
    'tasks.upload.linkUsed': 'This upload link has already been used. Please upload the file again.',
  },
  da: {
    'tasks.upload.fileChanged':
      'En fil blev ændret i lageret, efter at den blev kontrolleret. Fjern den, og upload den igen.',
    'tasks.upload.linkUsed': 'Dette uploadlink er allerede brugt. Upload filen igen.',
  },
  sv: {
    'tasks.upload.fileChanged':
      'En fil ändrades i lagringen efter att den kontrollerats. Ta bort den och ladda upp den igen.',
    'tasks.upload.linkUsed': 'Den här uppladdningslänken har redan använts. Ladda upp filen igen.',
  },
  no: {
    'tasks.upload.fileChanged':
      'En fil ble endret i lagringen etter at den ble kontrollert. Fjern den og last den opp på nytt.',
    'tasks.upload.linkUsed': 'Denne opplastingslenken er allerede brukt. Last opp filen på nytt.',
  },
};
