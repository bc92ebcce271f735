import { expect, type Page, test } from '@playwright/test';
import {
  enterAddressYourself,
  fillPrimaryContact,
  startNewOrder,
  uniqueReference,
} from '../support/new-order.ts';
import {
  alertSaying,
  chooseFilterOption,
  chooseOption,
  pressInDialog,
  section,
  signIn,
  useEnglish,
} from '../support/portal.ts';

// The demo catalogue is written in each office's language; the Copenhagen office sells in Danish.
const COPENHAGEN = 'Nordbolig København';
const headers = { 'x-portal-request': '1' };

interface CaseRow {
  id: string;
  reference: string;
  branchId: number;
  branchName: string;
  address: { street: string; buildingNumber: string; zip: string; city: string };
  materialInfo: { materialsState: string };
}

/** Cases the signed-in user can see, asked the way the portal asks. */
async function searchCases(page: Page, body: object): Promise<CaseRow[]> {
  const response = await page.request.post('/api/Cases/Search', { data: { take: 100, ...body }, headers });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

/** From the information step to the receipt, checking the order number, the tasks and a booking choice. */
async function finishOrder(page: Page, bookingChoice: string) {
  await expect(page.getByRole('heading', { name: 'Information', level: 2 })).toBeVisible();
  await fillPrimaryContact(page);
  await page.getByRole('button', { name: 'Go to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Create order' }).click();

  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\/receipt$/);
  await expect(page.getByTestId('sales-id')).toHaveText(/^SO-[A-Z0-9]{8}$/);
  const tasks = page.getByRole('list', { name: 'Tasks' });
  await expect(tasks.getByRole('listitem').first()).toBeVisible();
  await expect(tasks).toContainText('Book the photographer');

  await page.getByRole('radio', { name: bookingChoice }).click();
  await pressInDialog(page.getByRole('dialog'), 'Choose');
  const chosen = page.getByRole('status').filter({ hasText: `Chosen: ${bookingChoice}` });
  await expect(chosen).toBeVisible();
  await expect(page.getByRole('radio', { name: bookingChoice })).toHaveAttribute('aria-checked', 'true');
  // The choice is recorded by the hub, so it is still there when the receipt is opened again.
  await page.reload();
  await expect(chosen).toBeVisible();
}

test.describe('new order', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    await signIn(page, 'admin@demo.test');
  });

  test('photography with a package and a choice, through the address lookup, telling the provider of the property', async ({
    page,
    browser,
  }) => {
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order photography' }).click();
    await chooseFilterOption(page, 'Department', COPENHAGEN);
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Address' }),
      'Guldbergsgade 29',
      'Guldbergsgade',
    );
    await expect(page.getByText('Address found', { exact: true })).toBeVisible();
    await page.getByLabel('Case number').fill(uniqueReference('E2E-PHOTO'));
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
    await page.getByRole('radio', { name: 'Komplet med video og tekst' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();
    const images = page.getByRole('radiogroup', { name: 'Antal billeder' });
    await images.getByRole('radio', { name: /Fotografering 20 billeder/ }).check();
    await page.getByRole('button', { name: 'Increase Collage' }).click();
    await expect(page.getByLabel('Quantity of Collage')).toHaveValue('1');
    await page.getByRole('button', { name: 'Next' }).click();

    // What the provider needs to know of the property, besides its type and size.
    await expect(page.getByRole('heading', { name: 'Information', level: 2 })).toBeVisible();
    const property = page.getByRole('region', { name: 'The property' });
    await property.getByLabel('Cadastral number').fill('12a Nørrebro, København');
    await chooseOption(page, property.getByRole('combobox', { name: 'Roof colour' }), 'Dark grey');
    await chooseOption(
      page,
      property.getByRole('combobox', { name: 'Offered as' }),
      'Both ownership and rent',
    );

    await finishOrder(page, 'We book by phone');
    await page.getByRole('link', { name: 'See the order' }).click();
    const lines = page.locator('.ant-table-tbody');
    await expect(lines).toContainText('Fotografering 20 billeder');
    await expect(lines).toContainText('Collage');
    const orderId = /\/orders\/([0-9a-f-]+)/.exec(page.url())?.[1];
    const facts: [string, string][] = [
      ['Cadastral number', '12a Nørrebro, København'],
      ['Roof colour', 'Dark grey'],
      ['Offered as', 'Both ownership and rent'],
    ];
    for (const [label, value] of facts) {
      await expect(page.getByRole('cell').filter({ hasText: label })).toContainText(value);
    }

    // The provider's coordinator reads them on the order in the fulfilment console.
    const provider = await browser.newPage();
    await useEnglish(provider);
    await signIn(provider, 'coordinator@demo.test', { at: `/provider/orders/${orderId}` });
    const notes = section(provider, 'Notes from the office');
    for (const [label, value] of facts) {
      await expect(notes.getByRole('cell').filter({ hasText: label })).toContainText(value);
    }
    await provider.close();
  });

  test('portrait, with the address typed in', async ({ page }) => {
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order portrait' }).click();
    await chooseFilterOption(page, 'Department', COPENHAGEN);
    await enterAddressYourself(page, 'Kongens Nytorv', '13', '1050', 'København K');
    await page.getByLabel('Case number').fill(uniqueReference('E2E-PORTRAIT'));
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
    await page.getByRole('radio', { name: 'Build your own package' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    // Nothing chosen yet: the step says so instead of moving on.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alertSaying(page, 'Choose at least one product.')).toBeVisible();
    await page.getByRole('button', { name: 'Increase Portrætfoto' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await finishOrder(page, 'The contact person books');
  });

  test('the browser’s Back and Forward move between the wizard’s steps, keeping what was filled in', async ({
    page,
  }) => {
    const reference = uniqueReference('E2E-BACK');
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order portrait' }).click();
    await chooseFilterOption(page, 'Department', COPENHAGEN);
    await enterAddressYourself(page, 'Kongens Nytorv', '15', '1050', 'København K');
    await page.getByLabel('Case number').fill(reference);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Build your own package' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Build your own package' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.goBack();
    await expect(page.getByLabel('Case number')).toHaveValue(reference);
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
  });

  test('shop photos with a package', async ({ page }) => {
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order shop photos' }).click();
    await chooseFilterOption(page, 'Department', COPENHAGEN);
    await enterAddressYourself(page, 'Strøget', '27', '1160', 'København K');
    await page.getByLabel('Case number').fill(uniqueReference('E2E-SHOP'));
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('radio', { name: 'Butik Basis 15 billeder' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await finishOrder(page, 'Book online');
  });

  test('each rule of the information step shows next to its field, and so does a field the hub refuses', async ({
    page,
  }) => {
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order portrait' }).click();
    await chooseFilterOption(page, 'Department', COPENHAGEN);
    await enterAddressYourself(page, 'Nørregade', '7', '1165', 'København K');
    await page.getByLabel('Case number').fill(uniqueReference('E2E-RULES'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Build your own package' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Increase Portrætfoto' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Information', level: 2 })).toBeVisible();
    await fillPrimaryContact(page);
    const livingArea = page.getByLabel('Total living area incl. basement');
    await livingArea.fill('100');
    await page.getByLabel('Basement area').fill('120');
    await page.getByRole('switch', { name: 'Key pickup', exact: true }).click();
    await page.getByLabel('EAN number').fill('123');
    await page.getByRole('button', { name: 'Go to summary' }).click();
    await expect(page.getByLabel('Basement area')).toHaveAccessibleDescription(
      'The basement cannot be larger than the total living area.',
    );
    await expect(page.getByLabel('Key pickup address')).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel('EAN number')).toHaveAccessibleDescription('Must be exactly 13 characters');
    await expect(page.getByLabel('CVR / organisation number')).toHaveAccessibleDescription(
      'This field is required',
    );

    await page.getByLabel('Basement area').fill('40');
    await page.getByLabel('Key pickup address').fill('Under the mat');
    await page.getByLabel('EAN number').fill('5790000123456');
    await page.getByLabel('CVR / organisation number').fill('12345678');
    // A refusal only the hub can give (the catalogue changed meanwhile), answered the way the hub answers.
    await page.route('**/api/orders/new/webshop-with-case', (route) =>
      route.fulfill({
        status: 400,
        json: {
          code: 'errors.badRequest',
          message: 'Please check the highlighted fields.',
          fields: { 'order.propertyInfo.livingArea': 'orders.pages.new.areaOverMax' },
        },
      }),
    );
    await page.getByRole('button', { name: 'Go to summary' }).click();
    await page.getByRole('button', { name: 'Create order' }).click();
    const refused = alertSaying(page, 'Please check the highlighted fields.');
    await expect(refused).toContainText('Total living area incl. basement: The living area is larger');
    await refused.getByRole('button', { name: 'Go to the field' }).click();
    await expect(livingArea).toHaveAccessibleDescription(
      'The living area is larger than the chosen product covers. Choose a larger package.',
    );
  });

  test('an unfinished order can be continued, and started over', async ({ page }) => {
    const reference = uniqueReference('E2E-DRAFT');
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order photography' }).click();
    await chooseFilterOption(page, 'Department', COPENHAGEN);
    await enterAddressYourself(page, 'Amagerbrogade', '150', '2300', 'København S');
    await page.getByLabel('Case number').fill(reference);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Standard 20 billeder + plantegning' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();

    // Leaving mid-way keeps the order as it was.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cases' }).click();
    await expect(page.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'New order' })
      .click();
    const draft = page.getByRole('dialog', { name: 'Continue your unfinished order?' });
    await expect(draft).toContainText('Amagerbrogade 150');
    await draft.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();

    // The steps already reached can be clicked, and hold what was filled in.
    await page.getByRole('button', { name: 'Package' }).click();
    await expect(page.getByRole('radio', { name: 'Standard 20 billeder + plantegning' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('button', { name: 'Order type and address' }).click();
    await expect(page.getByLabel('Case number')).toHaveValue(reference);
    await expect(page.getByLabel('Street')).toHaveValue('Amagerbrogade');
    await expect(page.getByRole('radio', { name: 'Order photography' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // Starting over forgets it all.
    await page.reload();
    await page
      .getByRole('dialog', { name: 'Continue your unfinished order?' })
      .getByRole('button', { name: 'Start over' })
      .click();
    await expect(page.getByRole('heading', { name: 'Order type and address', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Case number')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Order photography' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Package' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order type and address', level: 2 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Continue your unfinished order?' })).toHaveCount(0);
  });

  test('a case with an open order asks before another order is added', async ({ page }) => {
    const [open] = await searchCases(page, { orderStatuses: ['Open'] });
    expect(open, 'the demo data has a case with an open order').toBeDefined();
    if (!open) return;
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order photography' }).click();
    await chooseFilterOption(page, 'Department', open.branchName);
    const { address } = open;
    await enterAddressYourself(page, address.street, address.buildingNumber, address.zip, address.city);
    await page.getByLabel('Case number').fill(open.reference);
    await page.getByRole('button', { name: 'Next' }).click();

    const question = page.getByRole('dialog', { name: 'This case already has an open order' });
    await expect(question).toContainText(open.reference);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Order type and address', level: 2 })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await question.getByRole('button', { name: 'Create another order' }).click();
    await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
  });

  test('an archived case cannot get a new order', async ({ page }) => {
    const cases = [
      ...(await searchCases(page, { orderStatuses: ['Delivered'] })),
      ...(await searchCases(page, { orderStatuses: ['Invoiced'] })),
    ];
    const archived = cases.find((item) =>
      ['ARCHIVED', 'ARCHIVING'].includes(item.materialInfo.materialsState),
    );
    expect(archived, 'the demo data has an archived case').toBeDefined();
    if (!archived) return;
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order photography' }).click();
    await chooseFilterOption(page, 'Department', archived.branchName);
    const { address } = archived;
    await enterAddressYourself(page, address.street, address.buildingNumber, address.zip, address.city);
    await page.getByLabel('Case number').fill(archived.reference);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(alertSaying(page, 'Unable to create order for archived case.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order type and address', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Package' })).toHaveCount(0);
  });
});

test.describe('prices', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  async function packagePrices(page: Page) {
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order photography' }).click();
    await enterAddressYourself(page, 'Jagtvej', '111', '2200', 'København N');
    await page.getByLabel('Case number').fill(uniqueReference('E2E-PRICES'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
    return page.getByRole('radio', { name: 'Basis 10 billeder' });
  }

  test('are hidden from a user who does not want to see them', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    // The card's contents and price describe its radio, as a screen reader reads them.
    const basis = await packagePrices(page);
    await expect(basis).toHaveAccessibleDescription(/Includes/);
    await expect(basis).not.toHaveAccessibleDescription(/From|DKK/);
  });

  test('are shown to a user who wants to see them', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await startNewOrder(page);
    await page.getByRole('radio', { name: 'Order photography' }).click();
    await chooseFilterOption(page, 'Department', COPENHAGEN);
    await enterAddressYourself(page, 'Jagtvej', '111', '2200', 'København N');
    await page.getByLabel('Case number').fill(uniqueReference('E2E-PRICES'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('radio', { name: 'Basis 10 billeder' })).toHaveAccessibleDescription(
      /From DKK\s?1,295/,
    );
  });
});
