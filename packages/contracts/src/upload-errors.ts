// Error keys of a file's way from its upload link to case material, kept apart from errors.ts so neither
// file grows past reading size; errors.ts merges them into ErrorKey.
export const UploadErrorKey = {
  /** 409: the file in storage is no longer the one whose size, ETag and content were checked. */
  uploadChanged: 'tasks.upload.fileChanged',
  /** 409: a local upload link writes one file; sending it again could replace a checked file. */
  uploadLinkUsed: 'tasks.upload.linkUsed',
  uploadInvalidName: 'tasks.upload.invalidFileName',
  uploadExtraDot: 'tasks.upload.fileNameDot',
  uploadTypeNotSupported: 'tasks.upload.fileTypeNotSupported',
  copyrightRequired: 'tasks.upload.copyrightRequired',
  minFiles: 'tasks.upload.minFiles',
  maxFiles: 'tasks.upload.maxFiles',
  uploadMissing: 'tasks.upload.fileMissing',
  uploadFailed: 'tasks.upload.failed',
  storageLinkInvalid: 'tasks.upload.linkInvalid',
} as const;
type UploadErrorKey = (typeof UploadErrorKey)[keyof typeof UploadErrorKey];

export const uploadErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<UploadErrorKey, string>> = {
  en: {
    'tasks.upload.fileChanged':
      'A file changed in storage after it was checked. Remove it and upload it again.',
    'tasks.upload.linkUsed': 'This upload link has already been used. Please upload the file again.',
    'tasks.upload.invalidFileName':
      "The file name contains characters that are not supported (, ; : ´ ¨ ' ö ä ë ! \\ and quotes). Please rename the file and try again.",
    'tasks.upload.fileNameDot':
      'A file name may contain a dot only before its extension. Please rename the file.',
    'tasks.upload.fileTypeNotSupported': 'File type is not supported.',
    'tasks.upload.copyrightRequired': 'Confirm that you hold the rights to use the files.',
    'tasks.upload.minFiles': 'Task requires minimum {{min}} file(s)',
    'tasks.upload.maxFiles': 'This task takes at most {{max}} files.',
    'tasks.upload.fileMissing': 'The file did not reach the storage. Please upload it again.',
    'tasks.upload.failed': 'The file could not be uploaded. Please try again.',
    'tasks.upload.linkInvalid': 'The file link is invalid or has expired.',
  },
  da: {
    'tasks.upload.fileChanged':
      'En fil blev ændret i lageret, efter at den blev kontrolleret. Fjern den, og upload den igen.',
    'tasks.upload.linkUsed': 'Dette uploadlink er allerede brugt. Upload filen igen.',
    'tasks.upload.invalidFileName':
      "Filnavnet indeholder tegn, der ikke understøttes (, ; : ´ ¨ ' ö ä ë ! \\ og anførselstegn). Omdøb filen, og prøv igen.",
    'tasks.upload.fileNameDot': 'Et filnavn må kun have et punktum foran filtypen. Omdøb filen.',
    'tasks.upload.fileTypeNotSupported': 'Filtypen understøttes ikke.',
    'tasks.upload.copyrightRequired': 'Bekræft, at du har rettighederne til at bruge filerne.',
    'tasks.upload.minFiles': 'Opgaven kræver mindst {{min}} fil(er)',
    'tasks.upload.maxFiles': 'Opgaven kan højst have {{max}} filer.',
    'tasks.upload.fileMissing': 'Filen nåede ikke frem til lageret. Upload den igen.',
    'tasks.upload.failed': 'Filen kunne ikke uploades. Prøv igen.',
    'tasks.upload.linkInvalid': 'Fillinket er ugyldigt eller udløbet.',
  },
  sv: {
    'tasks.upload.fileChanged':
      'En fil ändrades i lagringen efter att den kontrollerats. Ta bort den och ladda upp den igen.',
    'tasks.upload.linkUsed': 'Den här uppladdningslänken har redan använts. Ladda upp filen igen.',
    'tasks.upload.invalidFileName':
      "Filnamnet innehåller tecken som inte stöds (, ; : ´ ¨ ' ö ä ë ! \\ och citattecken). Byt namn på filen och försök igen.",
    'tasks.upload.fileNameDot': 'Ett filnamn får bara ha en punkt före filändelsen. Byt namn på filen.',
    'tasks.upload.fileTypeNotSupported': 'Filtypen stöds inte.',
    'tasks.upload.copyrightRequired': 'Bekräfta att du har rätt att använda filerna.',
    'tasks.upload.minFiles': 'Uppgiften kräver minst {{min}} fil(er)',
    'tasks.upload.maxFiles': 'Uppgiften kan ha högst {{max}} filer.',
    'tasks.upload.fileMissing': 'Filen kom inte fram till lagringen. Ladda upp den igen.',
    'tasks.upload.failed': 'Filen kunde inte laddas upp. Försök igen.',
    'tasks.upload.linkInvalid': 'Fillänken är ogiltig eller har gått ut.',
  },
  no: {
    'tasks.upload.fileChanged':
      'En fil ble endret i lagringen etter at den ble kontrollert. Fjern den og last den opp på nytt.',
    'tasks.upload.linkUsed': 'Denne opplastingslenken er allerede brukt. Last opp filen på nytt.',
    'tasks.upload.invalidFileName':
      "Filnavnet inneholder tegn som ikke støttes (, ; : ´ ¨ ' ö ä ë ! \\ og anførselstegn). Gi filen nytt navn og prøv igjen.",
    'tasks.upload.fileNameDot': 'Et filnavn kan bare ha punktum foran filtypen. Gi filen nytt navn.',
    'tasks.upload.fileTypeNotSupported': 'Filtypen støttes ikke.',
    'tasks.upload.copyrightRequired': 'Bekreft at du har rettighetene til å bruke filene.',
    'tasks.upload.minFiles': 'Oppgaven krever minst {{min}} fil(er)',
    'tasks.upload.maxFiles': 'Oppgaven kan ha maks {{max}} filer.',
    'tasks.upload.fileMissing': 'Filen kom ikke frem til lagringen. Last den opp igjen.',
    'tasks.upload.failed': 'Filen kunne ikke lastes opp. Prøv igjen.',
    'tasks.upload.linkInvalid': 'Fillenken er ugyldig eller utløpt.',
  },
};
