import { expect, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import { chooseDepartment, pressInDialog, signIn, useEnglish } from '../support/portal.ts';

const COPENHAGEN = 'Nordbolig København';

test.describe('API keys', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    await signIn(page, 'admin@demo.test');
  });

  test('an admin makes a key, an office system uses it, and it stops working once revoked', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openFromMenuGroup(page, 'Administration', 'API keys');
    await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
    await chooseDepartment(page, COPENHAGEN);
    await expect(page.getByRole('cell', { name: /^Sagssystem pk_/ })).toBeVisible();

    const name = `Website ${Date.now()}`;
    await page.getByRole('button', { name: 'New API key' }).click();
    const form = page.getByRole('dialog', { name: 'New API key' });
    await form.getByRole('textbox', { name: '* Name' }).fill(name);
    await form.getByRole('checkbox', { name: 'Read cases and material' }).check();
    await pressInDialog(form, 'Create key');
    const created = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(created.getByText(/^pk_/)).toBeVisible();
    const secret = (await created.getByText(/^pk_/).textContent())?.trim() ?? '';
    await pressInDialog(created, 'I have copied it');
    await expect(created).toBeHidden();

    // The office's system: no session, only the key.
    const system = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${secret}` },
    });
    const search = await system.post('/api/Cases/Search', { data: { take: 1 } });
    expect(search.status()).toBe(200);
    expect((await search.json()).data[0].branchName).toBe(COPENHAGEN);
    expect((await system.get('/api/Authentication/user')).status()).toBe(403);

    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText('Never')).toBeHidden();
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await pressInDialog(page.getByRole('dialog', { name: `Revoke the key “${name}”?` }), 'Revoke');
    await expect(row.getByText('Revoked')).toBeVisible();
    expect((await system.post('/api/Cases/Search', { data: { take: 1 } })).status()).toBe(401);
    await system.dispose();
  });
});
