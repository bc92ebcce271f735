import type { AppDeps } from '../deps.ts';
import { packZipDownload, type ZipDownloadJobData } from '../modules/downloads/downloads.service.ts';

/** Packs an ordered download into a zip in storage and mails the link (or "Zip packing error"). */
export const zipDownloadJob = (deps: AppDeps) => (data: ZipDownloadJobData) => packZipDownload(deps, data);
