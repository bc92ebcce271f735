// System notices: banners the provider's staff show every signed-in user for a time (docs/product.md
// "System notices"), with their text per language and an English fallback like news.
import { z } from 'zod';
import { Locale } from './enums.ts';

export const SystemNoticeLevel = z.enum(['info', 'warning', 'error']);
export type SystemNoticeLevel = z.infer<typeof SystemNoticeLevel>;

export const SYSTEM_NOTICE_TEXT_MAX = 500;

export const SystemNoticeTranslation = z.object({
  text: z.string().trim().min(1, 'rules.required').max(SYSTEM_NOTICE_TEXT_MAX, 'rules.string.max'),
});
export type SystemNoticeTranslation = z.infer<typeof SystemNoticeTranslation>;

/** English is required (the fallback of every reader); the other languages are written when ready. */
export const SystemNoticeTranslations = z.object({
  en: SystemNoticeTranslation,
  da: SystemNoticeTranslation.optional(),
  sv: SystemNoticeTranslation.optional(),
  no: SystemNoticeTranslation.optional(),
});
export type SystemNoticeTranslations = z.infer<typeof SystemNoticeTranslations>;

/** POST /system-notices and PUT /system-notices/{id}: shown from `shownFrom`, until `shownUntil` when set. */
export const SaveSystemNoticeBody = z
  .object({
    translations: SystemNoticeTranslations,
    level: SystemNoticeLevel,
    shownFrom: z.iso.datetime({ offset: true }),
    shownUntil: z.iso.datetime({ offset: true }).nullable(),
  })
  .refine((body) => !body.shownUntil || Date.parse(body.shownUntil) > Date.parse(body.shownFrom), {
    path: ['shownUntil'],
    message: 'systemNotices.messages.untilBeforeFrom',
  });
export type SaveSystemNoticeBody = z.infer<typeof SaveSystemNoticeBody>;

/** A notice in the reader's language, or English when it has none in it (`language`). */
export const SystemNoticeRecord = z.object({
  id: z.uuid(),
  language: Locale,
  text: z.string(),
  level: SystemNoticeLevel,
  shownFrom: z.iso.datetime(),
  shownUntil: z.iso.datetime().nullable(),
  /** Shown now (started and not ended). */
  current: z.boolean(),
});
export type SystemNoticeRecord = z.infer<typeof SystemNoticeRecord>;

/** GET /system-notices/manage: every notice, also those not started yet, in all its languages. */
export const SystemNoticeEditRecord = z.object({
  id: z.uuid(),
  translations: SystemNoticeTranslations,
  level: SystemNoticeLevel,
  shownFrom: z.iso.datetime(),
  shownUntil: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type SystemNoticeEditRecord = z.infer<typeof SystemNoticeEditRecord>;
