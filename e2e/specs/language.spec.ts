import { expect, test } from '@playwright/test';
import da from '../../apps/web/src/locales/da/common.json' with { type: 'json' };
import no from '../../apps/web/src/locales/no/common.json' with { type: 'json' };
import sv from '../../apps/web/src/locales/sv/common.json' with { type: 'json' };
import { orderPhotography } from '../support/bookings.ts';
import { hubAs, setMailLanguage } from '../support/hub.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { signIn, useEnglish } from '../support/portal.ts';

test('switching language changes the menu and is remembered', async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'agent@demo.test');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Cases', { exact: true })).toBeVisible();

  for (const [name, texts] of [
    ['Dansk', da],
    ['Svenska', sv],
    ['Norsk', no],
  ] as const) {
    await page.getByRole('button', { name: /^(Language|Sprog|Språk)/ }).click();
    await page.getByRole('menuitem', { name }).click();
    const translatedMenu = page.getByRole('navigation', { name: texts.menu.main });
    await expect(translatedMenu.getByText(texts.menu.cases, { exact: true })).toBeVisible();
    await expect(translatedMenu.getByText(texts.menu.help, { exact: true })).toBeVisible();
  }
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: no.menu.main }).getByText(no.menu.cases, { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('no');
});

// The host decides a first visit (Swedish under .se, else Danish), not the browser's language; the unit tests
// of lib/locale-choice.ts cover a host under .se.
test.describe('a first visit without a stored choice', () => {
  for (const locale of ['fi-FI', 'sv-SE', 'en-GB']) {
    test.describe(`with a ${locale} browser`, () => {
      test.use({ locale });
      test('starts in Danish on a host without .se', async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByLabel(da.fields.email)).toBeVisible();
      });
    });
  }
});

test('an agent who uses the portal in English gets English mails, and Danish ones after choosing Dansk', async ({
  page,
}) => {
  // The demo agent reads Danish mail until they use the portal in another language.
  await setMailLanguage('agent@demo.test', 'da');
  await useEnglish(page);
  await signIn(page, 'agent@demo.test');
  const mailLanguage = async () => (await (await page.request.get('/api/Authentication/user')).json()).locale;
  await expect.poll(mailLanguage).toBe('en');

  const hub = await hubAs('agent@demo.test');
  const confirmationOf = async () => {
    const { orderId } = await orderPhotography(hub, 'København', [], 'agent@demo.test');
    return (await (await hub.get(`/api/orders/${orderId}`)).json()).salesId as string;
  };
  const english = await latestMailTo('agent@demo.test', `Order confirmation ${await confirmationOf()}`);
  expect(english.text).toContain('Thank you for your order.');

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Dansk' }).click();
  await expect(page.getByRole('navigation', { name: da.menu.main })).toBeVisible();
  await expect.poll(mailLanguage).toBe('da');
  const danish = await latestMailTo('agent@demo.test', `Ordrebekræftelse ${await confirmationOf()}`);
  expect(danish.text).toContain('Tak for din bestilling.');
  await hub.dispose();
});
