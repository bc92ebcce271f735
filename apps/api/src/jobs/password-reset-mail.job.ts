import type { AppDeps } from '../deps.ts';
import { type PasswordResetMailJobData, sendPasswordResetMail } from '../modules/auth/auth.service.ts';

/** Mails a reset link (or, to a directory user, why there is none); a failed mail is tried again. */
export const passwordResetMailJob = (deps: AppDeps) => (data: PasswordResetMailJobData) =>
  sendPasswordResetMail(deps, data);
