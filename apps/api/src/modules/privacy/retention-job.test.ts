import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personalDataRetentionJob } from '../../jobs/personal-data-retention.job.ts';
import { buildCase, buildContactPerson, buildOffices, buildOrder } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { orders } from '../orders/orders.table.ts';
import { branchRetention, privacyLedger } from './privacy.table.ts';
import { buildSellerCase, personalDataOf } from './privacy-test-setup.ts';
import { anonymiseCasePastRetention, anonymiseCasesPastRetention } from './retention.service.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the nightly personal-data retention job', async () => {
  const testApp = await createTestApp();
  const { db, deps } = testApp;
  const { officeA, officeB, agentA } = await buildOffices(db);
  // Office B keeps personal data 6 months; office A has the default of 24.
  await db.insert(branchRetention).values({ branchId: officeB.id, personalDataMonths: 6 });

  const longDelivered = await buildSellerCase(db, {
    branchId: officeA.id,
    changedAt: day('2023-01-10'),
    watcherUserId: agentA.id,
  });
  const longCancelled = await buildSellerCase(db, {
    branchId: officeA.id,
    status: 'Cancelled',
    changedAt: day('2023-02-01'),
  });
  const stillOpen = await buildSellerCase(db, {
    branchId: officeA.id,
    status: 'Open',
    changedAt: day('2023-01-10'),
  });
  const withinPeriod = await buildSellerCase(db, { branchId: officeA.id, changedAt: day('2024-03-01') });
  const shortPeriod = await buildSellerCase(db, {
    branchId: officeB.id,
    status: 'Invoiced',
    changedAt: day('2025-01-05'),
  });
  // An old case with an ended order and a newer order still running.
  const reordered = await buildSellerCase(db, { branchId: officeA.id, changedAt: day('2022-05-01') });
  await buildOrder(db, {
    caseId: reordered.case.id,
    branchId: officeA.id,
    status: 'Open',
    createdDate: day('2022-06-01'),
    updatedAt: day('2022-06-01'),
  });
  // A case saved by the wizard whose order was never placed.
  const withoutOrders = await buildCase(db, { branchId: officeA.id, modifiedDate: day('2023-01-02') });
  await buildContactPerson(db, { caseId: withoutOrders.id, name: 'Ole Olsen', email: 'ole@example.test' });

  const ledgerOf = (caseId: string) =>
    db.select().from(privacyLedger).where(eq(privacyLedger.caseId, caseId));

  it('keeps everything while no case is past its period', async () => {
    testApp.setNow(day('2024-12-01'));
    expect(await anonymiseCasesPastRetention(deps)).toBe(0);
    expect(await db.select().from(privacyLedger)).toEqual([]);
  });

  it('with the clock past the period, anonymises exactly the cases whose orders all ended long enough ago', async () => {
    testApp.setNow(day('2025-08-01'));
    const keptBefore = {
      stillOpen: await personalDataOf(db, stillOpen.case.id),
      withinPeriod: await personalDataOf(db, withinPeriod.case.id),
      reordered: await personalDataOf(db, reordered.case.id),
    };
    await personalDataRetentionJob(deps)();

    for (const gone of [longDelivered, longCancelled, shortPeriod]) {
      const data = await personalDataOf(db, gone.case.id);
      expect(data.people.map((person) => person.name)).toEqual(['Anonymised', 'Anonymised']);
      expect(data.people.every((person) => !person.email && !person.phoneMobile && !person.phoneWork)).toBe(
        true,
      );
      expect(data.invoice).toMatchObject({ firstName: 'Anonymised', email: '', phone: '', address: '' });
      expect(data.form).toMatchObject({ name: 'Anonymised', email: '' });
      expect(data.submission?.email).toBeNull();
      expect(data.links).toEqual([{ sentTo: '', contactName: 'Anonymised' }]);
      expect(data.watchers).toBe(0);
      // What the business needs stays.
      expect(data.address).toBe(gone.case.addressFull);
      expect(data.totalPrice).toBe('4500.00');
    }
    expect(await personalDataOf(db, stillOpen.case.id)).toEqual(keptBefore.stillOpen);
    expect(await personalDataOf(db, withinPeriod.case.id)).toEqual(keptBefore.withinPeriod);
    expect(await personalDataOf(db, reordered.case.id)).toEqual(keptBefore.reordered);

    const [delivered] = await ledgerOf(longDelivered.case.id);
    expect(delivered).toMatchObject({
      rule: 'retention',
      retentionMonths: 24,
      branchId: officeA.id,
      caseReference: longDelivered.case.reference,
      address: 'Strandvejen 12, 2900 Hellerup',
      anonymised: { contactPersons: 2, endUserInvoices: 1, formAnswers: 1, watchers: 1, visitLinks: 1 },
      at: day('2025-08-01'),
      requestedByUserId: null,
    });
    expect((await ledgerOf(shortPeriod.case.id))[0]).toMatchObject({ retentionMonths: 6 });
    expect((await ledgerOf(withoutOrders.id))[0]?.anonymised).toMatchObject({ contactPersons: 1 });
    for (const kept of [stillOpen, withinPeriod, reordered]) expect(await ledgerOf(kept.case.id)).toEqual([]);
    expect(await db.select().from(privacyLedger)).toHaveLength(4);
  });

  it('a second run, and two runs at the same moment, change nothing twice and write no second row', async () => {
    testApp.setNow(day('2025-08-02'));
    expect(await anonymiseCasesPastRetention(deps)).toBe(0);
    testApp.setNow(day('2026-04-01'));
    // The case within its period passes it now: two runs at once anonymise it once.
    const runs = await Promise.all([anonymiseCasesPastRetention(deps), anonymiseCasesPastRetention(deps)]);
    expect(runs.toSorted()).toEqual([0, 1]);
    expect(await ledgerOf(withinPeriod.case.id)).toHaveLength(1);
    expect(await db.select().from(privacyLedger)).toHaveLength(5);
  });

  it("one case anonymised by two processes at the same moment: the second finds the first's row and does nothing", async () => {
    testApp.setNow(day('2026-04-01'));
    await db.update(orders).set({ status: 'Delivered' }).where(eq(orders.caseId, stillOpen.case.id));
    const now = day('2026-04-01');
    const both = await Promise.all(
      [1, 2].map(() => db.transaction((tx) => anonymiseCasePastRetention(tx, stillOpen.case.id, now))),
    );
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await ledgerOf(stillOpen.case.id)).toHaveLength(1);
  });

  it('anonymises a case again only once an order placed on it later has ended and its period passed', async () => {
    await buildOrder(db, {
      caseId: longDelivered.case.id,
      branchId: officeA.id,
      status: 'Delivered',
      endUserInvoice: {
        firstName: 'Ny',
        lastName: 'Køber',
        email: 'ny@example.test',
        phone: '',
        address: '',
      },
      createdDate: day('2026-01-10'),
      updatedAt: day('2026-01-10'),
    });
    testApp.setNow(day('2027-12-01'));
    await anonymiseCasesPastRetention(deps);
    expect(await ledgerOf(longDelivered.case.id)).toHaveLength(1);
    testApp.setNow(day('2028-02-01'));
    await anonymiseCasesPastRetention(deps);
    const rows = await ledgerOf(longDelivered.case.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.anonymised.endUserInvoices).toSorted()).toEqual([1, 1]);
    const invoices = await db.select().from(orders).where(eq(orders.caseId, longDelivered.case.id));
    expect(invoices.every((order) => order.endUserInvoice?.email === '')).toBe(true);
  });
});
