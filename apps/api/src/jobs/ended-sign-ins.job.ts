import type { AppDeps } from '../deps.ts';
import { removeEndedSignInLinks } from '../modules/auth/sign-in-links.service.ts';
import { removeExpiredDirectorySignIns } from '../modules/directory/directory.service.ts';

export const ENDED_SIGN_INS_JOB = 'ended-sign-ins';
/** Nightly, once across hub processes, apart from the other clean-ups. */
export const ENDED_SIGN_INS_CRON = '30 3 * * *';

/** Nightly: sign-in links and directory sign-ins that were used or expired more than a day ago. */
export const endedSignInsJob = (deps: AppDeps) => async () => {
  const links = await removeEndedSignInLinks(deps);
  const directory = await removeExpiredDirectorySignIns(deps);
  if (links + directory > 0) deps.logger.info({ links, directory }, 'ended sign-ins removed');
};
