import type { Storage } from '../adapters/storage/storage.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import { branches } from '../modules/branches/branches.table.ts';
import { roles, userBranchAccess, users } from '../modules/users/users.table.ts';
import type { Db } from './client.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedApiKeys } from './seed-api-keys.ts';
import { seedBookings } from './seed-bookings.ts';
import { seedCampaigns } from './seed-campaigns.ts';
import { seedCases } from './seed-cases.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedCataloguePrices } from './seed-catalogue-prices.ts';
import { seedContent } from './seed-content.ts';
import { seedFeedbackWorkOrder } from './seed-feedback-work.ts';
import { seedListingDemo } from './seed-listing.ts';
import { seedDemoMaterials } from './seed-materials.ts';
import { seedNotifications, seedSystemNotices } from './seed-notices.ts';
import { seedProviderStaff } from './seed-provider-staff.ts';
import { seedProviderVisits } from './seed-provider-visits.ts';
import { seedRatings } from './seed-ratings.ts';
import { seedRightsDemo } from './seed-rights.ts';
import { seedSpendPolicy } from './seed-spend.ts';
import { seedDeliveredTexts } from './seed-texts.ts';
import { seedWebhooks } from './seed-webhooks.ts';

type BranchRow = typeof branches.$inferSelect;

/** The demo offices, roles, users and cases that a first start loads. */
export async function seedDemoData(db: Db, options: { cases: number; storage?: Storage }) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const branchRows = await db
    .insert(branches)
    .values([
      {
        axCustomerId: 'DK-10042',
        name: 'Nordbolig København',
        countryCode: 'DK',
        locale: 'da-DK',
        currency: 'DKK',
        endUserInvoicing: true,
        maxImageUploadCount: 60,
        // The office's contact person on the dashboard: the user with the same contact person id.
        contactPersonId: 'CP-1001',
        // Demo branding (docs/product.md): the portal's look for this office and its shared presentations.
        logoUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48"><rect width="48" height="48" rx="10" fill="#0f4c5c"/><path d="M12 34V22l12-9 12 9v12H28v-8h-8v8z" fill="#f4d35e"/><text x="58" y="32" font-family="Arial" font-size="22" font-weight="700" fill="#0f4c5c">Nordbolig</text></svg>')}`,
        primaryColor: '#0f4c5c',
        contrastColor: '#ffffff',
        backgroundColor: '#eef4f5',
        faviconUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#0f4c5c"/><path d="M12 34V22l12-9 12 9v12H28v-8h-8v8z" fill="#f4d35e"/></svg>')}`,
      },
      {
        axCustomerId: 'SE-20417',
        name: 'Hemma Mäklare Stockholm',
        countryCode: 'SE',
        locale: 'sv-SE',
        currency: 'SEK',
        useUpperCase: true,
        maxImageUploadCount: 80,
        // A light brand colour: the portal darkens it for text and buttons so they stay readable (WCAG AA).
        logoUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48"><circle cx="24" cy="24" r="22" fill="#f2c14e"/><path d="M13 33V21l11-8 11 8v12h-7v-7h-8v7z" fill="#1d1d1b"/><text x="56" y="32" font-family="Arial" font-size="22" font-weight="700" fill="#1d1d1b">Hemma</text></svg>')}`,
        primaryColor: '#f2c14e',
        contrastColor: '#1d1d1b',
        backgroundColor: '#fbf8ef',
      },
      {
        axCustomerId: 'NO-30988',
        name: 'Fjordhus Eiendom Bergen',
        countryCode: 'NO',
        locale: 'nb-NO',
        currency: 'NOK',
        maxImageUploadCount: 60,
        contactPersonId: 'CP-3001',
      },
    ])
    .returning();
  const [copenhagen, stockholm, bergen] = branchRows as [BranchRow, BranchRow, BranchRow];
  const [adminRole, agentRole, supportRole, managerRole] = await db
    .insert(roles)
    .values([
      { name: 'Administrator', permissions: ['admin', 'users.manage', 'orders.create'] },
      { name: 'Agent', permissions: ['orders.create'] },
      {
        name: 'Provider support',
        // The department permissions are what support staff may do for an office while acting as its people.
        permissions: [
          'admin',
          'users.manage',
          'orders.create',
          'orders.approve',
          'impersonate',
          'roles.manage',
          'branches.manage',
          'signInLinks.send',
          'texts.deliver',
          'content.manage',
          'orders.fulfil',
          'catalogue.manage',
        ],
      },
      // An administrator who also approves the office's orders above its spending rules.
      { name: 'Office manager', permissions: ['admin', 'users.manage', 'orders.create', 'orders.approve'] },
    ])
    .returning();
  if (!adminRole || !agentRole || !supportRole || !managerRole) throw new Error('roles were not created');
  const [admin, agent, other, support] = await db
    .insert(users)
    .values([
      {
        email: 'admin@demo.test',
        firstName: 'Astrid',
        lastName: 'Holm',
        phoneNumber: '+4531224018',
        passwordHash,
        roleId: adminRole.id,
        locale: 'da',
        contactPersonId: 'CP-1001',
      },
      {
        email: 'agent@demo.test',
        firstName: 'Mikkel',
        lastName: 'Dahl',
        phoneNumber: '+4542187703',
        passwordHash,
        roleId: agentRole.id,
        locale: 'da',
        showPrices: false,
      },
      {
        email: 'other@demo.test',
        firstName: 'Solveig',
        lastName: 'Berg',
        phoneNumber: '+4791234567',
        passwordHash,
        roleId: adminRole.id,
        locale: 'no',
        timezone: 'Europe/Oslo',
        contactPersonId: 'CP-3001',
      },
      {
        // The provider's own staff: no department of their own; roles, departments and impersonation.
        email: 'support@demo.test',
        firstName: 'Sigrid',
        lastName: 'Lund',
        passwordHash,
        roleId: supportRole.id,
        locale: 'en',
      },
    ])
    .returning();
  if (!admin || !agent || !other || !support) throw new Error('users were not created');
  await db.insert(userBranchAccess).values([
    { userId: admin.id, branchId: copenhagen.id, roleId: managerRole.id },
    { userId: admin.id, branchId: stockholm.id, roleId: adminRole.id },
    { userId: agent.id, branchId: copenhagen.id, roleId: agentRole.id },
    { userId: other.id, branchId: bergen.id, roleId: adminRole.id },
  ]);
  const providerStaff = await seedProviderStaff(db, passwordHash);
  await seedCatalogue(db, branchRows);
  await seedCataloguePrices(db, branchRows);
  await seedCases(db, branchRows, options.cases);
  await seedBookings(db);
  await seedProviderVisits(db, providerStaff.photographer.id);
  await seedDeliveredTexts(db, copenhagen.id, support.id, admin.id);
  await seedRatings(db, bergen.id, other.id, providerStaff.editor.id);
  await seedContent(db, support.id);
  await seedNotifications(db, copenhagen.id, { agentId: agent.id, adminId: admin.id });
  await seedSystemNotices(db, support.id);
  await seedCampaigns(db, { copenhagen, stockholm }, admin.id);
  await seedApiKeys(db, copenhagen.id, admin.id);
  await seedWebhooks(db, copenhagen.id, admin.id);
  await seedSpendPolicy(db, copenhagen.id, admin.id);
  if (options.storage) {
    await seedDemoMaterials(db, options.storage);
    await seedListingDemo(db, options.storage);
    await seedRightsDemo(db, options.storage, new Date());
    await seedFeedbackWorkOrder(db, bergen.id, other.id);
  }
}
