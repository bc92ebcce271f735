import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import { hubAs, uniqueEmail, uniqueHouseNumber } from '../support/hub.ts';
import { chooseDepartment, pressInDialog, signIn, useEnglish } from '../support/portal.ts';

const COPENHAGEN = 'Nordbolig København';

test.describe('Personal data', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    await signIn(page, 'admin@demo.test');
  });

  test("an admin sets the retention period, finds a seller's data, exports it, erases it and sees the ledger row", async ({
    page,
  }) => {
    // A seller of a new case of the Copenhagen office, saved as the order wizard saves it.
    const sellerEmail = uniqueEmail('seller');
    const street = `Privatlivsvej ${uniqueHouseNumber()}`;
    const hub = await hubAs('admin@demo.test');
    const branches: { id: number; name: string }[] = await (
      await hub.get('/api/Authentication/user/branches')
    ).json();
    const copenhagen = branches.find((branch) => branch.name === COPENHAGEN);
    const saved = await hub.post('/api/Cases/upsert/webshop', {
      data: {
        branchId: copenhagen?.id,
        orderContacts: [
          { name: 'Sofie Sælger', phone: '+45 20 30 40 51', email: sellerEmail, contactType: 'OWNER' },
        ],
        address: {
          street: street.split(' ')[0],
          buildingNumber: street.split(' ')[1],
          zip: '8600',
          city: 'Silkeborg',
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await hub.dispose();

    await openFromMenuGroup(page, 'Administration', 'Personal data');
    await expect(page.getByRole('heading', { name: 'Personal data', level: 1 })).toBeVisible();
    await chooseDepartment(page, COPENHAGEN);

    const retention = page.getByRole('region', { name: 'Retention period' });
    const months = retention.getByRole('spinbutton', { name: 'Keep personal data for' });
    // A new hub's period is the default 24 months; an earlier run of this test on the same hub left 36 or 48.
    await expect(months).toHaveValue(/^(24|36|48)$/);
    const period = (await months.inputValue()) === '36' ? '48' : '36';
    await months.fill(period);
    await retention.getByRole('button', { name: 'Save period' }).click();
    await expect(page.getByText('The period is saved.')).toBeVisible();
    await page.reload();
    await expect(months).toHaveValue(period);

    const person = page.getByRole('region', { name: "A person's data" });
    await person.getByRole('textbox', { name: 'Email address' }).fill(sellerEmail);
    await person.getByRole('button', { name: 'Find data' }).click();
    await expect(person.getByRole('status')).toHaveText(`${sellerEmail} appears in 1 case.`);
    await expect(person.getByText(street)).toBeVisible();
    await expect(person.getByText('1 contact person')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await person.getByRole('button', { name: 'Download as JSON' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^personal-data-seller-.*\.json$/);
    const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(exported.cases[0].contactPersons[0]).toMatchObject({ name: 'Sofie Sælger', email: sellerEmail });

    await person.getByRole('button', { name: "Erase this person's data" }).click();
    const confirm = page.getByRole('dialog', { name: `Erase the data of ${sellerEmail}?` });
    await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    await pressInDialog(confirm, 'Erase');
    await expect(page.getByText("The person's data was erased in 1 case.")).toBeVisible();
    await expect(person.getByText(`No case of your departments holds data of ${sellerEmail}.`)).toBeVisible();

    const ledger = page.getByRole('region', { name: 'Ledger' });
    const row = ledger.getByRole('row', { name: new RegExp(street) });
    await expect(row.getByText(/^Erased at the request of the person, by /)).toBeVisible();
    await expect(row.getByText('1 contact person')).toBeVisible();
  });
});
