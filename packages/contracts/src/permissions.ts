import { z } from 'zod';
import type { Locale } from './enums.ts';

/**
 * Every permission the hub knows (docs/permissions.md). A role is a name and a set of these. Department
 * permissions count in the department where the user holds the role (the role of their access row); provider
 * permissions count from the user's own role, wherever they act.
 */
export const Permission = z.enum([
  'admin',
  'orders.create',
  'users.manage',
  'impersonate',
  'roles.manage',
  'branches.manage',
  'signInLinks.send',
  'texts.deliver',
  'content.manage',
  'orders.fulfil',
  'visits.manage',
  'material.deliver',
  'catalogue.manage',
  'orders.approve',
]);
export type Permission = z.infer<typeof Permission>;

export const DEPARTMENT_PERMISSIONS: readonly Permission[] = [
  'admin',
  'orders.create',
  'users.manage',
  'orders.approve',
];
export const PROVIDER_PERMISSIONS: readonly Permission[] = [
  'impersonate',
  'roles.manage',
  'branches.manage',
  'signInLinks.send',
  'texts.deliver',
  'content.manage',
  'orders.fulfil',
  'visits.manage',
  'material.deliver',
  'catalogue.manage',
];

export const isDepartmentPermission = (permission: Permission): boolean =>
  DEPARTMENT_PERMISSIONS.includes(permission);

/** The i18n key of a permission's name on the roles page. */
export const permissionLabelKey = (permission: Permission): string =>
  `roles.permissions.${permission.replace('.', '_')}`;

type Labels = Record<Permission, string>;

const labels: Record<Locale, Labels> = {
  en: {
    admin: 'Department admin (ADMIN access: sees the department’s users, settings and apps)',
    'orders.create': 'Create orders and their cases',
    'users.manage': 'Invite users and change their access (with department admin)',
    impersonate: 'Act as another user (support)',
    'roles.manage': 'Create and edit roles',
    'branches.manage': 'See every department and edit its settings',
    'signInLinks.send': 'Send a user a sign-in link',
    'texts.deliver': 'Deliver texts to a case (provider)',
    'content.manage': 'Write and publish news, help articles and system notices (provider)',
    'orders.fulfil': 'Move orders on as they are fulfilled, e.g. to Delivered (provider)',
    'visits.manage': 'Plan and book the photographers’ visits and set their status (provider)',
    'material.deliver': 'Deliver pictures, video and floor plans to orders and answer feedback (provider)',
    'catalogue.manage': 'Edit products, packages, prices and the order-creation blacklist (provider)',
    'orders.approve': 'Approve or reject orders above the department’s approval threshold or budget',
  },
  da: {
    admin: 'Afdelingsadministrator (ADMIN-adgang: ser afdelingens brugere, indstillinger og apps)',
    'orders.create': 'Opret ordrer og deres sager',
    'users.manage': 'Invitér brugere og ændr deres adgang (sammen med afdelingsadministrator)',
    impersonate: 'Handl som en anden bruger (support)',
    'roles.manage': 'Opret og redigér roller',
    'branches.manage': 'Se alle afdelinger og redigér deres indstillinger',
    'signInLinks.send': 'Send en bruger et login-link',
    'texts.deliver': 'Levér tekster til en sag (leverandør)',
    'content.manage': 'Skriv og udgiv nyheder, hjælpeartikler og systembeskeder (leverandør)',
    'orders.fulfil': 'Flyt ordrer videre, efterhånden som de udføres, f.eks. til Leveret (leverandør)',
    'visits.manage': 'Planlæg og book fotografernes besøg og sæt deres status (leverandør)',
    'material.deliver': 'Levér billeder, video og plantegninger til ordrer og besvar feedback (leverandør)',
    'catalogue.manage': 'Redigér produkter, pakker, priser og spærringen for ordreoprettelse (leverandør)',
    'orders.approve': 'Godkend eller afvis ordrer over afdelingens godkendelsesgrænse eller budget',
  },
  sv: {
    admin: 'Kontorsadministratör (ADMIN-behörighet: ser kontorets användare, inställningar och appar)',
    'orders.create': 'Skapa beställningar och deras ärenden',
    'users.manage': 'Bjud in användare och ändra deras behörighet (tillsammans med kontorsadministratör)',
    impersonate: 'Agera som en annan användare (support)',
    'roles.manage': 'Skapa och redigera roller',
    'branches.manage': 'Se alla kontor och redigera deras inställningar',
    'signInLinks.send': 'Skicka en inloggningslänk till en användare',
    'texts.deliver': 'Leverera texter till ett ärende (leverantör)',
    'content.manage': 'Skriv och publicera nyheter, hjälpartiklar och systemmeddelanden (leverantör)',
    'orders.fulfil': 'Flytta beställningar vidare när de utförs, t.ex. till Levererad (leverantör)',
    'visits.manage': 'Planera och boka fotografernas besök och ange deras status (leverantör)',
    'material.deliver':
      'Leverera bilder, video och planritningar till beställningar och svara på feedback (leverantör)',
    'catalogue.manage':
      'Redigera produkter, paket, priser och spärren för att skapa beställningar (leverantör)',
    'orders.approve': 'Godkänn eller avvisa beställningar över kontorets godkännandegräns eller budget',
  },
  no: {
    admin: 'Avdelingsadministrator (ADMIN-tilgang: ser avdelingens brukere, innstillinger og apper)',
    'orders.create': 'Opprett bestillinger og sakene deres',
    'users.manage': 'Inviter brukere og endre tilgangen deres (sammen med avdelingsadministrator)',
    impersonate: 'Opptre som en annen bruker (support)',
    'roles.manage': 'Opprett og rediger roller',
    'branches.manage': 'Se alle avdelinger og rediger innstillingene deres',
    'signInLinks.send': 'Send en bruker en innloggingslenke',
    'texts.deliver': 'Lever tekster til en sak (leverandør)',
    'content.manage': 'Skriv og publiser nyheter, hjelpeartikler og systemmeldinger (leverandør)',
    'orders.fulfil': 'Flytt bestillinger videre etter hvert som de utføres, f.eks. til Levert (leverandør)',
    'visits.manage': 'Planlegg og book fotografenes besøk og sett statusen deres (leverandør)',
    'material.deliver':
      'Lever bilder, video og plantegninger til bestillinger og svar på tilbakemeldinger (leverandør)',
    'catalogue.manage':
      'Rediger produkter, pakker, priser og sperren for å opprette bestillinger (leverandør)',
    'orders.approve': 'Godkjenn eller avvis bestillinger over avdelingens godkjenningsgrense eller budsjett',
  },
};

/** The permission names as i18n texts (`roles.permissions.<name with _>`), merged into the portal's catalogue. */
export const permissionMessages: Record<Locale, Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  Object.entries(labels).map(([locale, byPermission]) => [
    locale,
    Object.fromEntries(
      Object.entries(byPermission).map(([permission, text]) => [
        permissionLabelKey(permission as Permission),
        text,
      ]),
    ),
  ]),
) as Record<Locale, Record<string, string>>;
