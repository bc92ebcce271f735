// Every value list of docs/product.md, written once.
import { z } from 'zod';
import { LOCALES } from './locale.ts';

export const CaseCategory = z.enum([
  'CASE',
  'LOCATION',
  'PORTRAIT',
  'GROUP',
  'INTRO_OUTRO',
  'SHOP',
  'MATTERPORT',
  'BEFORE_AFTER',
]);
export type CaseCategory = z.infer<typeof CaseCategory>;

/**
 * Case and order statuses as the portal shows them. AWAITING_APPROVAL: placed above its department's
 * approval threshold or over its monthly budget, waiting for an approver (docs/product.md "Spend").
 */
export const OrderStatus = z.enum([
  'OPEN',
  'BACKORDER',
  'DELIVERED',
  'CANCELLED',
  'INVOICED',
  'NONE',
  'AWAITING_APPROVAL',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * Order statuses as the hub's records carry them. A waiting order is AWAITING_APPROVAL in these words too:
 * the spend calls name that value, so every answer that shows an order's status says it the same way.
 */
export const OrderStatusWord = z.enum([
  'Open',
  'Delivered',
  'Cancelled',
  'None',
  'Invoiced',
  'Backorder',
  'AWAITING_APPROVAL',
]);
export type OrderStatusWord = z.infer<typeof OrderStatusWord>;

export const MaterialsState = z.enum(['ACTIVE', 'ARCHIVING', 'RESTORING', 'ARCHIVED']);
export type MaterialsState = z.infer<typeof MaterialsState>;

export const ContactPersonType = z.enum(['REALTOR', 'LAWYER', 'OWNER', 'OTHER', 'TENANT']);
export type ContactPersonType = z.infer<typeof ContactPersonType>;

/** Contact types a record may carry; NONE is dropped by the mapper. */
export const ContactPersonRecordType = z.enum([...ContactPersonType.options, 'NONE']);
export type ContactPersonRecordType = z.infer<typeof ContactPersonRecordType>;

export const BranchAccess = z.enum(['NONE', 'REGULAR', 'ADMIN']);
export type BranchAccess = z.infer<typeof BranchAccess>;

export const TaskCategory = z.enum([
  'BOOK_PHOTOGRAPHER',
  'UPLOAD_IMAGES',
  'UPLOAD_VIDEOS',
  'VIRTUAL_STAGING',
  'VIRTUAL_STAGING_REMOVE_OBJECTS',
  'VIRTUAL_STAGING_INDOOR_RENOVATION',
  'VIRTUAL_STAGING_OUTDOOR_RENOVATION',
  'VIRTUAL_STAGING_720',
  'VIRTUAL_STAGING_COMMERCIAL',
  'COMBINE_IMAGES',
  'COPYWRITE_TEXTS',
  'LOCATION',
  'PERSON',
  'PERSON_INFO',
  'BASIC',
  'BASIC_OPT',
  'INTRO_OUTRO',
  'INTRO_OUTRO_SPEAK',
  'SPEAK_INPUT',
  'TEXT',
  'TEXT-STYLE',
  'NO_STYLE_TEXT',
  'COMTEXT',
  'ARIAL',
  'VIDIBILI_COMMENT',
  'BEFORE_AFTER',
  'SOCIAL_MEDIA',
  'SOCIAL_MEDIA_SLIDESHOW',
  'SOCIAL_MEDIA_GIF',
  'IMAGE_SELECTOR',
  'WHITEBOX_IMAGE_SELECTOR',
  'AI_TEXT_INPUT',
  'AI_TEXT_OVERVIEW',
]);
export type TaskCategory = z.infer<typeof TaskCategory>;

export const TaskStatus = z.enum(['COMPLETE', 'PARTIAL', 'NOT_DONE', 'CANCELLED', 'UNKNOWN']);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** Task statuses as the hub's records carry them. */
export const TaskStatusWord = z.enum(['Completed', 'Open', 'Partial', 'Cancelled', 'Unknown']);
export type TaskStatusWord = z.infer<typeof TaskStatusWord>;

export const MaterialType = z.enum([
  'Picture',
  'Matterport',
  'Floorplan',
  'AnimatedPicture',
  'InteractivePresentation',
  'PoiPresentation',
  'PanoramasHtml5',
  'PanoramasFlash',
  'PanoramasJpeg',
  'Video',
  'SlideShow',
  'Link',
  'CopywriteTexts',
  'BeforeAfterPictures',
  'BeforeAfterPanoramas',
  'Unknown',
]);
export type MaterialType = z.infer<typeof MaterialType>;

export const MaterialTag = z.enum([
  'SOME_FEED',
  'SOME_STORY',
  'VIDEO',
  'PANORAMA_720',
  'BEFORE_AFTER_SLIDER',
  'MATTERPORT',
  'VIRTUAL_TOUR',
  /** Delivered with the provider's logo band or watermark: a portal that forbids marketing marks refuses it. */
  'LOGO_BAND',
]);
export type MaterialTag = z.infer<typeof MaterialTag>;

export const CloudScannerLinkType = z.enum([
  'CloudScannerSelfEditor',
  'CloudScannerAlternativeFloorplan',
  'CloudScannerStaging',
]);
export type CloudScannerLinkType = z.infer<typeof CloudScannerLinkType>;

export const DocumentType = z.enum([
  'CONDITION_REPORT',
  'ELECTRICAL_INSTALLATION_REPORT',
  'ENERGY_LABELING',
  'MISCELLANEOUS',
  'PROJECT_SALES_PROSPECTUS',
  'BUSINESS_PROSPECTUS',
]);
export type DocumentType = z.infer<typeof DocumentType>;

export const TextGroup = z.enum([
  'HEADING_AND_INTRODUCTION',
  'SECTION',
  'AREA_DESCRIPTION',
  'POI',
  'SPEECH_MOVIE_TEXT',
  'ADS',
  'SOCIAL_MEDIA',
  'USP',
  'OTHER',
]);
export type TextGroup = z.infer<typeof TextGroup>;

export const TextType = z.enum([
  'adText',
  'areaDescription',
  'areaHeadline',
  'bannerHeadline',
  'bannerText',
  'caseDescription',
  'caseHeadline',
  'facebookHeadline',
  'facebookSubheadline',
  'facebookText',
  'googleHeadline',
  'googleText',
  'instagramText',
  'twitterText',
  'headline',
  'mainText',
  'salesText',
  'sectionHeadline',
  'sectionDescription',
  'speakText',
  'subHeadline',
  'usp',
  'poiHotspotText',
  'internet',
]);
export type TextType = z.infer<typeof TextType>;

export const WritingStyle = z.enum(['DESCRIPTIVE', 'LIGHTLY_COLORFUL', 'COLORFUL']);
export type WritingStyle = z.infer<typeof WritingStyle>;

export const RoomType = z.enum([
  'toilet',
  'canteen',
  'lounge',
  'reception',
  'shop',
  'cafe',
  'teaKitchen',
  'livingRoom',
  'bedroom',
  'bathroom',
  'office',
  'dining',
  'kitchen',
  'outdoor',
  'diningKitchen',
]);
export type RoomType = z.infer<typeof RoomType>;

export const VirtualStagingLabel = z.enum([
  'INTERIOR_DESIGN_SUGGESTION',
  'FACADE_SUGGESTION',
  'ILLUSTRATION_IMAGE',
  'STYLING_SUGGESTION',
  'ALTERNATIVE_DECOR',
  'SUGGESTION',
]);
export type VirtualStagingLabel = z.infer<typeof VirtualStagingLabel>;

export const OutdoorRenovationOption = z.enum(['ROOF', 'FACADE', 'WINDOWS_AND_DOORS', 'SOCKET_COLOR']);
export type OutdoorRenovationOption = z.infer<typeof OutdoorRenovationOption>;

/** Each base colour comes plain, with pattern or without pattern; red comes plain only. */
export const OutdoorRenovationColour = z.enum([
  'BLACK',
  'BLACK_WITH_PATTERN',
  'BLACK_WITHOUT_PATTERN',
  'DARK_GREY',
  'DARK_GREY_WITH_PATTERN',
  'DARK_GREY_WITHOUT_PATTERN',
  'LIGHT_GREY',
  'LIGHT_GREY_WITH_PATTERN',
  'LIGHT_GREY_WITHOUT_PATTERN',
  'BEIGE',
  'BEIGE_WITH_PATTERN',
  'BEIGE_WITHOUT_PATTERN',
  'WHITE',
  'WHITE_WITH_PATTERN',
  'WHITE_WITHOUT_PATTERN',
  'RED',
]);
export type OutdoorRenovationColour = z.infer<typeof OutdoorRenovationColour>;

export const OutdoorRemovalOption = z.enum(['REMOVE_OR_BLUR', 'REMOVE', 'BLUR']);
export type OutdoorRemovalOption = z.infer<typeof OutdoorRemovalOption>;

export const GrassOption = z.enum(['GRASS', 'REPAIR_GRASS', 'REPLACE_GRASS', 'GREEN_GRASS']);
export type GrassOption = z.infer<typeof GrassOption>;

export const SocialMediaFilmStyle = z.enum(['PROVIDER_DECIDES', 'Easy', 'Streaming', 'Tempo']);
export type SocialMediaFilmStyle = z.infer<typeof SocialMediaFilmStyle>;

export const SlideshowStyle = z.enum(['Style1', 'Style2']);
export type SlideshowStyle = z.infer<typeof SlideshowStyle>;

export const FeedbackKind = z.enum(['CHANGE', 'COMPLAINT', 'FEEDBACK']);
export type FeedbackKind = z.infer<typeof FeedbackKind>;

export const AnnotationKind = z.enum(['VISUAL', 'TEXT']);
export type AnnotationKind = z.infer<typeof AnnotationKind>;

export const AnnotationTool = z.enum(['POINT', 'ARROW', 'LASSO']);
export type AnnotationTool = z.infer<typeof AnnotationTool>;

export const VisitStatus = z.enum([
  'INCOMPLETE',
  'RECORDED',
  'CONFIRMED',
  'FIXED',
  'ON_ROUTE',
  'ARRIVED',
  'COMPLETE',
  'CANCELLED',
  'UNKNOWN',
]);
export type VisitStatus = z.infer<typeof VisitStatus>;

/** The further status set of docs/product.md. */
export const ProgressStatus = z.enum(['CANCELLED', 'COMPLETED', 'ONGOING', 'UNKNOWN']);
export type ProgressStatus = z.infer<typeof ProgressStatus>;

export const BookingType = z.enum([
  'PRIMARY_CONFIRMED',
  'SECONDARY_CONFIRMED',
  'THIRD_PARTY',
  'THIRD_PARTY_PRIMARY_CONFIRMED',
  'THIRD_PARTY_SECONDARY_CONFIRMED',
  'EXTERNAL_SOFTWARE',
]);
export type BookingType = z.infer<typeof BookingType>;

export const PackageType = z.enum(['GENERIC', 'SINGLE', 'ADDITIONAL']);
export type PackageType = z.infer<typeof PackageType>;

export const ProductGrouping = z.enum(['CASE', 'PORTRAIT', 'SHOP', 'LOCATION', 'ENDUSERFEE', 'NONE']);
export type ProductGrouping = z.infer<typeof ProductGrouping>;

export const OfferingType = z.enum(['OWNERSHIP', 'RENT', 'BOTH']);
export type OfferingType = z.infer<typeof OfferingType>;

export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export const CountryCode = z.enum(['DK', 'SE', 'NO']);
export type CountryCode = z.infer<typeof CountryCode>;
