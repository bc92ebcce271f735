import type { CountryCode, Locale, ProductGrouping, StagingCategory, TaskFormKind } from '@portal/contracts';

/*
 * The key of every cached answer, one factory per feature. They live together because the cache is one:
 * a feature refreshes what another shows (booking an order's shoot reloads the order, a new collage the
 * case's material, a completed task everything about tasks) through these keys, never by importing the
 * other feature. A key's prefix is what an invalidation reaches, so related answers share their prefix:
 * everything about one case starts with `caseKeys.case(id)`, everything about tasks with `taskKeys.all`.
 * The session's own keys (`authKeys`) live in lib/auth.ts, so the sign-in page loads none of these.
 */

export const caseKeys = {
  all: ['cases'] as const,
  filters: () => [...caseKeys.all, 'filters'] as const,
  search: (body: object) => [...caseKeys.all, 'search', body] as const,
  case: (caseId: string) => [...caseKeys.all, 'case', caseId] as const,
  currentTexts: (caseId: string) => [...caseKeys.case(caseId), 'texts', 'current'] as const,
  locationMaterial: (caseId: string) => [...caseKeys.case(caseId), 'location-material'] as const,
};

/** The texts page: its prefix is also that of `caseKeys.currentTexts`, so a change refreshes the case page. */
export const caseTextKeys = {
  all: (caseId: string) => [...caseKeys.case(caseId), 'texts'] as const,
  history: (caseId: string, name: string) => [...caseTextKeys.all(caseId), 'history', name] as const,
};

/** An order line's visual feedback and ratings, under the order so reloading the order refreshes them. */
export const feedbackKeys = {
  feedback: (orderId: string, lineId: string) => ['orders', orderId, 'feedback', lineId] as const,
  /** Every line's ratings of the order, with the provider's answers. */
  orderRatings: (orderId: string) => ['orders', orderId, 'ratings'] as const,
};

export const materialKeys = {
  assets: (caseId: string) => [...caseKeys.case(caseId), 'assets'] as const,
  copyTargets: (searchKey: string) => [...caseKeys.all, 'copy-targets', searchKey] as const,
};

export const collageKeys = {
  pricing: (caseId: string) => [...caseKeys.case(caseId), 'collage-pricing'] as const,
};

export const caseDocumentKeys = {
  documents: (caseId: string) => [...caseKeys.case(caseId), 'documents'] as const,
  allowedNames: (caseId: string) => [...caseDocumentKeys.documents(caseId), 'allowed-names'] as const,
  links: (caseId: string) => [...caseKeys.case(caseId), 'links'] as const,
};

export const downloadKeys = {
  ofCase: (caseId: string) => ['downloads', caseId] as const,
};

export const presentationKeys = {
  case: (caseId: string) => ['presentation', caseId] as const,
  material: (caseId: string, activeOnly: boolean) =>
    [...presentationKeys.case(caseId), { activeOnly }] as const,
  shares: (caseId: string) => [...presentationKeys.case(caseId), 'shares'] as const,
  shared: (token: string) => ['shared-presentation', token] as const,
};

/**
 * Listings: the export profiles (the same for every department), and a case's listing set under the case, so
 * changing the set refreshes the checks of every profile beneath it.
 */
export const listingKeys = {
  profiles: () => ['listing-profiles'] as const,
  set: (caseId: string) => [...caseKeys.case(caseId), 'listing'] as const,
  checks: (caseId: string) => [...listingKeys.set(caseId), 'check'] as const,
  check: (caseId: string, profileId: string) => [...listingKeys.checks(caseId), profileId] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  order: (orderId: string) => [...orderKeys.all, orderId] as const,
  details: (orderId: string) => [...orderKeys.order(orderId), 'details'] as const,
  lines: (orderId: string) => [...orderKeys.order(orderId), 'lines'] as const,
  tasks: (orderId: string) => [...orderKeys.order(orderId), 'tasks'] as const,
  bookingInfo: (orderId: string) => [...orderKeys.order(orderId), 'booking-info'] as const,
  watchers: (orderId: string) => [...orderKeys.order(orderId), 'watchers'] as const,
  lineActions: (orderId: string, lineIds: string[]) =>
    [...orderKeys.order(orderId), 'line-actions', lineIds] as const,
  draft: () => [...orderKeys.all, 'draft'] as const,
  /** Whether the wizard's order would wait for approval, for the body it would send. */
  approvalCheck: (body: object) => [...orderKeys.all, 'approval-check', body] as const,
  ofCase: (caseId: string) => [...caseKeys.case(caseId), 'orders'] as const,
  activeUsers: (branchId: number) => ['users', 'by-branch', branchId, 'active'] as const,
  packages: (branchId: number, grouping: ProductGrouping) =>
    ['catalogue', branchId, 'packages', grouping] as const,
  alaCarte: (branchId: number, grouping: ProductGrouping | 'all') =>
    ['catalogue', branchId, 'alacarte', grouping] as const,
  productList: (branchId: number) => ['catalogue', branchId, 'list'] as const,
  propertyTypes: (locale: Locale) => ['catalogue', 'property-types', locale] as const,
  contactPersonTypes: () => ['catalogue', 'contact-person-types'] as const,
  blacklist: (branchIds: number[]) => ['catalogue', 'blacklist', branchIds] as const,
};

/** The address lookup of the order wizard and of correcting a case's address. */
export const addressKeys = {
  suggestions: (country: CountryCode, query: string) => ['address', 'suggestions', country, query] as const,
};

export const bookingKeys = {
  booking: (bookingId: string) => ['bookings', bookingId] as const,
  details: (bookingId: string) => [...bookingKeys.booking(bookingId), 'details'] as const,
  proposals: (bookingId: string) => [...bookingKeys.booking(bookingId), 'proposals'] as const,
  publicBooking: (token: string) => ['public-bookings', token] as const,
  publicDetails: (token: string) => [...bookingKeys.publicBooking(token), 'details'] as const,
  publicProposals: (token: string) => [...bookingKeys.publicBooking(token), 'proposals'] as const,
};

export const taskKeys = {
  all: ['tasks'] as const,
  filters: () => [...taskKeys.all, 'filters'] as const,
  search: (body: object) => [...taskKeys.all, 'search', body] as const,
  openTotal: (userId: string) => [...taskKeys.all, 'total', userId] as const,
  detail: (taskId: string) => [...taskKeys.all, 'detail', taskId] as const,
  notes: (taskId: string) => [...taskKeys.all, 'notes', taskId] as const,
};

export const taskImageKeys = {
  images: (taskId: string) => [...taskKeys.all, 'images', taskId] as const,
  stagingOptions: (category: StagingCategory) => [...taskKeys.all, 'virtual-staging', category] as const,
  socialMediaTypes: () => [...taskKeys.all, 'sometypes'] as const,
};

export const taskTextKeys = {
  sections: (taskId: string) => [...taskKeys.all, 'text-sections', taskId] as const,
  aiText: (taskId: string, locale: Locale) => [...taskKeys.all, 'ai-text', taskId, locale] as const,
};

export const taskFormKeys = {
  overview: (taskId: string, kind: TaskFormKind, locale: Locale) =>
    [...taskKeys.all, 'form', taskId, kind, locale] as const,
  publicForm: (token: string) => ['public-forms', token] as const,
};

export const taskUploadKeys = {
  uploads: (taskId: string) => [...taskKeys.all, 'uploads', taskId] as const,
};

export const dashboardKeys = {
  deliveredCases: () => ['dashboard', 'delivered-cases'] as const,
  /** Under the tasks' prefix, so completing a task anywhere refreshes the dashboard's list too. */
  unfinishedTasks: () => [...taskKeys.all, 'dashboard'] as const,
  departmentContacts: () => ['dashboard', 'department-contacts'] as const,
  providerWork: () => ['dashboard', 'provider-work'] as const,
};

export const userKeys = {
  all: ['users'] as const,
  user: (userId: string) => [...userKeys.all, userId] as const,
  /** Under the user's key, so a change of the user refreshes their access too. */
  access: (userId: string) => [...userKeys.user(userId), 'access'] as const,
  search: (body: object) => [...userKeys.all, 'search', body] as const,
  impersonationCandidates: (body: object) => ['impersonation-candidates', body] as const,
};

/** The roles page; the users lists show role names, so a role change refreshes them too (userKeys.all). */
export const roleKeys = {
  all: ['roles'] as const,
  search: (body: object) => [...roleKeys.all, 'search', body] as const,
};

/** The departments pages: a department's key is the prefix of its apps, so a change refreshes both. */
export const branchKeys = {
  all: ['branches'] as const,
  search: (body: object) => [...branchKeys.all, 'search', body] as const,
  branch: (branchId: number) => [...branchKeys.all, 'branch', branchId] as const,
  apps: (branchId: number) => [...branchKeys.branch(branchId), 'apps'] as const,
};

export const invitationKeys = {
  invitation: (token: string) => ['invitations', token] as const,
  /** The pending invitations of the users page, per department. */
  pending: () => ['invitations', 'branch'] as const,
  pendingOfBranch: (branchId: number) => [...invitationKeys.pending(), branchId] as const,
  signedInUser: () => ['invitations', 'signed-in-user'] as const,
};

/** The support page's contact details, per department. */
export const supportKeys = {
  contact: (branchId: number) => ['support', 'contact', branchId] as const,
};

/** News and the help center in the reader's language; an editor's change reloads everything under `all`. */
export const contentKeys = {
  all: ['content'] as const,
  news: (locale: Locale, count: number) => [...contentKeys.all, 'news', locale, count] as const,
  newsItem: (id: string, locale: Locale) => [...contentKeys.all, 'news-item', id, locale] as const,
  articles: (locale: Locale, search: string) => [...contentKeys.all, 'articles', locale, search] as const,
  article: (id: string, locale: Locale) => [...contentKeys.all, 'article', id, locale] as const,
  editing: (kind: 'news' | 'help') => [...contentKeys.all, 'editing', kind] as const,
};

/** A department's look (its branding), or that of the user's first department under `null`. */
export const brandingKeys = {
  whitelabel: (branchId: number | null) => ['whitelabel', branchId] as const,
};

/** The signed-in user's notifications: the bell's count and latest, and the pages of the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  page: (skip: number, take: number) => [...notificationKeys.all, 'page', skip, take] as const,
};

/** System notices in the reader's language; an editor's change or a dismissal reloads everything under `all`. */
export const systemNoticeKeys = {
  all: ['system-notices'] as const,
  current: (locale: Locale) => [...systemNoticeKeys.all, 'current', locale] as const,
  started: (locale: Locale) => [...systemNoticeKeys.all, 'started', locale] as const,
  editing: () => [...systemNoticeKeys.all, 'editing'] as const,
};

/**
 * Campaigns with their spending: placing an order reloads everything under `all` (its price may count on a
 * campaign), as does an admin's change.
 */
export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (filters: object) => [...campaignKeys.lists(), filters] as const,
  campaign: (id: string) => [...campaignKeys.all, 'campaign', id] as const,
};

/** The properties for sale are cases, so every change that reloads the cases reloads them too. */
export const propertyKeys = {
  list: (filters: object) => [...caseKeys.all, 'properties', filters] as const,
};

/** The provider's visits console: the calendar of a week (one photographer or all) and the booking queues. */
export const providerVisitKeys = {
  all: ['provider-visits'] as const,
  calendar: (from: string, to: string, photographerId: string | null) =>
    [...providerVisitKeys.all, 'calendar', from, to, photographerId] as const,
  toBook: () => [...providerVisitKeys.all, 'to-book'] as const,
  jobSheet: (bookingId: string) => [...providerVisitKeys.all, 'job-sheet', bookingId] as const,
};

/** The provider's deliveries and feedback work orders; an answer or a delivery reloads everything under `all`. */
export const providerDeliveryKeys = {
  all: ['provider-delivery'] as const,
  line: (lineId: string) => [...providerDeliveryKeys.all, 'line', lineId] as const,
  workOrders: (skip: number, take: number) =>
    [...providerDeliveryKeys.all, 'work-orders', skip, take] as const,
  workOrder: (lineId: string) => [...providerDeliveryKeys.all, 'work-order', lineId] as const,
  texts: (orderId: string) => [...providerDeliveryKeys.all, 'texts', orderId] as const,
  sections: () => [...providerDeliveryKeys.all, 'sections'] as const,
  ratings: (lineId: string) => [...providerDeliveryKeys.all, 'ratings', lineId] as const,
  materials: (lineId: string) => [...providerDeliveryKeys.all, 'materials', lineId] as const,
};

/** A department's API keys; making or revoking one reloads the department's list. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  branch: (branchId: number) => [...apiKeyKeys.all, branchId] as const,
};

/** A department's webhooks, one webhook and its deliveries; a change reloads them all. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  branch: (branchId: number) => [...webhookKeys.all, 'branch', branchId] as const,
  one: (id: string) => [...webhookKeys.all, 'one', id] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

/** A department's spend rules, its budget per month and the orders waiting for approval; a decision reloads all. */
export const spendKeys = {
  all: ['spend'] as const,
  policy: (branchId: number) => [...spendKeys.all, 'policy', branchId] as const,
  budget: (branchId: number, month: string) => [...spendKeys.all, 'budget', branchId, month] as const,
  waiting: () => [...spendKeys.all, 'waiting'] as const,
};

/** Personal data: a department's retention period, its ledger and a person's export; an erasure reloads them. */
export const privacyKeys = {
  all: ['privacy'] as const,
  retention: (branchId: number) => [...privacyKeys.all, 'retention', branchId] as const,
  ledger: (branchId: number, page: { skip: number; take: number }) =>
    [...privacyKeys.all, 'ledger', branchId, page] as const,
  subject: (subject: { email?: string; phone?: string }) => [...privacyKeys.all, 'subject', subject] as const,
};
