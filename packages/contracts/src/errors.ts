import { AccessGrantErrorKey, accessGrantErrorMessages } from './access-grant-errors.ts';
import { AccountErrorKey, accountErrorMessages } from './account-errors.ts';
import { AdminErrorKey, adminErrorMessages } from './admin-errors.ts';
import { ApiKeyErrorKey, apiKeyErrorMessages } from './api-key-errors.ts';
import { BookingErrorKey, bookingErrorMessages } from './booking-errors.ts';
import { CampaignErrorKey, campaignErrorMessages } from './campaign-errors.ts';
import { CaseErrorKey, caseErrorMessages } from './case-errors.ts';
import { CatalogueErrorKey, catalogueErrorMessages } from './catalogue-errors.ts';
import { DeliveryErrorKey, deliveryErrorMessages } from './delivery-errors.ts';
import { FeedbackErrorKey, feedbackErrorMessages } from './feedback-errors.ts';
import { ListingErrorKey, listingErrorMessages } from './listing-errors.ts';
import { MaterialErrorKey, materialErrorMessages } from './material-errors.ts';
import { OrderErrorKey, orderErrorMessages } from './order-errors.ts';
import { OrderLifeErrorKey, orderLifeErrorMessages } from './order-life-errors.ts';
import { PrivacyErrorKey, privacyErrorMessages } from './privacy-errors.ts';
import { RatingErrorKey, ratingErrorMessages } from './rating-errors.ts';
import { RequestErrorKey, requestErrorMessages } from './request-errors.ts';
import { SignInErrorKey, signInErrorMessages } from './sign-in-errors.ts';
import { SpendErrorKey, spendErrorMessages } from './spend-errors.ts';
import { StorageErrorKey, storageErrorMessages } from './storage-errors.ts';
import { TaskErrorKey, taskErrorMessages } from './task-errors.ts';
import { TaskFormErrorKey, taskFormErrorMessages } from './task-form-errors.ts';
import { TextReviewErrorKey, textReviewErrorMessages } from './text-review-errors.ts';
import { UploadErrorKey, uploadErrorMessages } from './upload-errors.ts';
import { UserErrorKey, userErrorMessages } from './user-errors.ts';
import { VisitErrorKey, visitErrorMessages } from './visit-errors.ts';
import { WebhookErrorKey, webhookErrorMessages } from './webhook-errors.ts';

// Error keys the hub answers with ({ code, message }); each is also the portal's i18n key for the message.
export const ErrorKey = {
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  notFound: 'errors.resourceNotFound',
  badRequest: 'errors.badRequest',
  internal: 'errors.somethingWentWrong',
  csrfHeaderMissing: 'errors.csrfHeaderMissing',
  tooManyRequests: 'errors.tooManyRequests',
  pictureTooLarge: 'errors.pictureTooLarge',
  ...SignInErrorKey,
  ...UserErrorKey,
  ...OrderErrorKey,
  ...TaskErrorKey,
  ...TaskFormErrorKey,
  ...BookingErrorKey,
  ...MaterialErrorKey,
  ...AccountErrorKey,
  ...AdminErrorKey,
  ...TextReviewErrorKey,
  ...FeedbackErrorKey,
  ...RatingErrorKey,
  ...CampaignErrorKey,
  ...OrderLifeErrorKey,
  ...VisitErrorKey,
  ...DeliveryErrorKey,
  ...RequestErrorKey,
  ...StorageErrorKey,
  ...CatalogueErrorKey,
  ...ApiKeyErrorKey,
  ...WebhookErrorKey,
  ...AccessGrantErrorKey,
  ...UploadErrorKey,
  ...CaseErrorKey,
  ...SpendErrorKey,
  ...ListingErrorKey,
  ...PrivacyErrorKey,
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];

export interface ErrorBody {
  code: string;
  message: string;
  /** Field-level problems of a 400: path joined with dots -> rule message key. */
  fields?: Record<string, string>;
  /** Values for the message's {{placeholders}}. */
  params?: Record<string, string | number>;
  /** What the caller needs to act on the refusal, such as the findings of a refused listing export. */
  details?: Record<string, unknown>;
}

type Locale = 'en' | 'da' | 'sv' | 'no';

/** The hub's error messages in each language; the portal reads the same texts through i18n. */
export const errorMessages: Record<Locale, Record<ErrorKey, string>> = {
  en: {
    'errors.unauthorized': 'Please sign in to continue.',
    'errors.forbidden': 'You do not have access to this.',
    'errors.resourceNotFound': 'Resource not found.',
    'errors.badRequest': 'Please check the highlighted fields.',
    'errors.somethingWentWrong': 'Something went wrong. Please try again later.',
    'errors.csrfHeaderMissing': 'The request was refused because it did not come from the portal.',
    'errors.tooManyRequests': 'Too many requests. Please wait a minute and try again.',
    'errors.pictureTooLarge': 'A chosen picture is too large to process (over {{megapixels}} megapixels).',
    ...signInErrorMessages.en,
    ...userErrorMessages.en,
    ...orderErrorMessages.en,
    ...taskErrorMessages.en,
    ...taskFormErrorMessages.en,
    ...bookingErrorMessages.en,
    ...materialErrorMessages.en,
    ...accountErrorMessages.en,
    ...adminErrorMessages.en,
    ...textReviewErrorMessages.en,
    ...feedbackErrorMessages.en,
    ...ratingErrorMessages.en,
    ...campaignErrorMessages.en,
    ...apiKeyErrorMessages.en,
    ...webhookErrorMessages.en,
    ...accessGrantErrorMessages.en,
    ...orderLifeErrorMessages.en,
    ...visitErrorMessages.en,
    ...catalogueErrorMessages.en,
    ...deliveryErrorMessages.en,
    ...requestErrorMessages.en,
    ...storageErrorMessages.en,
    ...uploadErrorMessages.en,
    ...caseErrorMessages.en,
    ...spendErrorMessages.en,
    ...listingErrorMessages.en,
    ...privacyErrorMessages.en,
  },
  da: {
    'errors.unauthorized': 'Log ind for at fortsætte.',
    'errors.forbidden': 'Du har ikke adgang til dette.',
    'errors.resourceNotFound': 'Ressourcen blev ikke fundet.',
    'errors.badRequest': 'Kontrollér de markerede felter.',
    'errors.somethingWentWrong': 'Noget gik galt. Prøv igen senere.',
    'errors.csrfHeaderMissing': 'Forespørgslen blev afvist, fordi den ikke kom fra portalen.',
    'errors.tooManyRequests': 'For mange forespørgsler. Vent et minut, og prøv igen.',
    'errors.pictureTooLarge':
      'Et valgt billede er for stort til at blive behandlet (over {{megapixels}} megapixel).',
    ...signInErrorMessages.da,
    ...userErrorMessages.da,
    ...orderErrorMessages.da,
    ...taskErrorMessages.da,
    ...taskFormErrorMessages.da,
    ...bookingErrorMessages.da,
    ...materialErrorMessages.da,
    ...accountErrorMessages.da,
    ...adminErrorMessages.da,
    ...textReviewErrorMessages.da,
    ...feedbackErrorMessages.da,
    ...ratingErrorMessages.da,
    ...campaignErrorMessages.da,
    ...apiKeyErrorMessages.da,
    ...webhookErrorMessages.da,
    ...accessGrantErrorMessages.da,
    ...orderLifeErrorMessages.da,
    ...visitErrorMessages.da,
    ...catalogueErrorMessages.da,
    ...deliveryErrorMessages.da,
    ...requestErrorMessages.da,
    ...storageErrorMessages.da,
    ...uploadErrorMessages.da,
    ...caseErrorMessages.da,
    ...spendErrorMessages.da,
    ...listingErrorMessages.da,
    ...privacyErrorMessages.da,
  },
  sv: {
    'errors.unauthorized': 'Logga in för att fortsätta.',
    'errors.forbidden': 'Du har inte behörighet till detta.',
    'errors.resourceNotFound': 'Resursen hittades inte.',
    'errors.badRequest': 'Kontrollera de markerade fälten.',
    'errors.somethingWentWrong': 'Något gick fel. Försök igen senare.',
    'errors.csrfHeaderMissing': 'Begäran nekades eftersom den inte kom från portalen.',
    'errors.tooManyRequests': 'För många förfrågningar. Vänta en minut och försök igen.',
    'errors.pictureTooLarge': 'En vald bild är för stor för att bearbetas (över {{megapixels}} megapixlar).',
    ...signInErrorMessages.sv,
    ...userErrorMessages.sv,
    ...orderErrorMessages.sv,
    ...taskErrorMessages.sv,
    ...taskFormErrorMessages.sv,
    ...bookingErrorMessages.sv,
    ...materialErrorMessages.sv,
    ...accountErrorMessages.sv,
    ...adminErrorMessages.sv,
    ...textReviewErrorMessages.sv,
    ...feedbackErrorMessages.sv,
    ...ratingErrorMessages.sv,
    ...campaignErrorMessages.sv,
    ...apiKeyErrorMessages.sv,
    ...webhookErrorMessages.sv,
    ...accessGrantErrorMessages.sv,
    ...orderLifeErrorMessages.sv,
    ...visitErrorMessages.sv,
    ...catalogueErrorMessages.sv,
    ...deliveryErrorMessages.sv,
    ...requestErrorMessages.sv,
    ...storageErrorMessages.sv,
    ...uploadErrorMessages.sv,
    ...caseErrorMessages.sv,
    ...spendErrorMessages.sv,
    ...listingErrorMessages.sv,
    ...privacyErrorMessages.sv,
  },
  no: {
    'errors.unauthorized': 'Logg inn for å fortsette.',
    'errors.forbidden': 'Du har ikke tilgang til dette.',
    'errors.resourceNotFound': 'Ressursen ble ikke funnet.',
    'errors.badRequest': 'Kontroller de markerte feltene.',
    'errors.somethingWentWrong': 'Noe gikk galt. Prøv igjen senere.',
    'errors.csrfHeaderMissing': 'Forespørselen ble avvist fordi den ikke kom fra portalen.',
    'errors.tooManyRequests': 'For mange forespørsler. Vent et minutt og prøv igjen.',
    'errors.pictureTooLarge':
      'Et valgt bilde er for stort til å behandles (over {{megapixels}} megapiksler).',
    ...signInErrorMessages.no,
    ...userErrorMessages.no,
    ...orderErrorMessages.no,
    ...taskErrorMessages.no,
    ...taskFormErrorMessages.no,
    ...bookingErrorMessages.no,
    ...materialErrorMessages.no,
    ...accountErrorMessages.no,
    ...adminErrorMessages.no,
    ...textReviewErrorMessages.no,
    ...feedbackErrorMessages.no,
    ...ratingErrorMessages.no,
    ...campaignErrorMessages.no,
    ...apiKeyErrorMessages.no,
    ...webhookErrorMessages.no,
    ...accessGrantErrorMessages.no,
    ...orderLifeErrorMessages.no,
    ...visitErrorMessages.no,
    ...catalogueErrorMessages.no,
    ...deliveryErrorMessages.no,
    ...requestErrorMessages.no,
    ...storageErrorMessages.no,
    ...uploadErrorMessages.no,
    ...caseErrorMessages.no,
    ...spendErrorMessages.no,
    ...listingErrorMessages.no,
    ...privacyErrorMessages.no,
  },
};
