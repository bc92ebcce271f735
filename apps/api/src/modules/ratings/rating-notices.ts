// The mails a rating sends after its change is committed. A mail that fails is logged: the rating stands.
import { mapLocale, type RatingAnswerState } from '@portal/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { mailLocaleOf } from '../../adapters/mail/render-mail.ts';
import { SUPPORT_DEFAULTS } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { findBranchById } from '../branches/branches.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import { type RatedLine, ratingAnsweredMail, ratingArrivedMail } from './ratings.mails.ts';
import type { RatingRow } from './ratings.repo.ts';

type Line = RatedLine & { id: string; orderId: string; branchId: number };

async function send(deps: AppDeps, message: MailMessage, ratingId: string) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, ratingId, to: message.to }, 'rating mail failed');
  }
}

/** The rating's page in the portal for the office: its order, at the rating. */
export const ratingLinkOf = (deps: AppDeps, line: { orderId: string }, ratingId: string) =>
  `${deps.config.publicUrl}/orders/${encodeURIComponent(line.orderId)}#rating-${ratingId}`;

/** Tells the provider's support mailbox (SUPPORT_EMAIL) that a rating arrived. */
export async function mailSupportAboutRating(deps: AppDeps, line: Line, rating: RatingRow) {
  try {
    const [[writer], branch] = await Promise.all([
      rating.createdByUserId ? findUsersByIds(deps.db, [rating.createdByUserId]) : [],
      findBranchById(deps.db, line.branchId),
    ]);
    await send(
      deps,
      ratingArrivedMail({
        to: deps.config.SUPPORT_EMAIL ?? SUPPORT_DEFAULTS.email,
        type: rating.type,
        line,
        comment: rating.comment,
        documents: rating.documents.length,
        writer: writer
          ? { name: `${writer.firstName} ${writer.lastName}`.trim(), email: writer.email }
          : null,
        department: branch?.name ?? '',
        link: `${deps.config.publicUrl}/provider/feedback/${encodeURIComponent(line.id)}`,
      }),
      rating.id,
    );
  } catch (error) {
    deps.logger.error({ err: error, ratingId: rating.id }, 'rating mail to support failed');
  }
}

/**
 * Tells the person who wrote the rating that the provider answered, in the language they use the portal in
 * (their department's when they chose none); nobody is mailed when they left or were deactivated.
 */
export async function mailWriterAboutAnswer(
  deps: AppDeps,
  line: Line,
  rating: RatingRow,
  answer: { state: RatingAnswerState; reply: string; corrected: boolean },
) {
  try {
    const [writer] = rating.createdByUserId ? await findUsersByIds(deps.db, [rating.createdByUserId]) : [];
    if (!writer?.active) return;
    const locale =
      mapLocale(writer.locale) ?? mapLocale((await findBranchById(deps.db, line.branchId))?.locale);
    await send(
      deps,
      ratingAnsweredMail({
        locale: mailLocaleOf(locale),
        to: writer.email,
        firstName: writer.firstName,
        type: rating.type,
        line,
        ...answer,
        link: ratingLinkOf(deps, line, rating.id),
      }),
      rating.id,
    );
  } catch (error) {
    deps.logger.error({ err: error, ratingId: rating.id }, 'rating answer mail failed');
  }
}
