import { type APIRequestContext, expect, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { section, signIn, useEnglish } from '../support/portal.ts';

/** What an office writes, every character of it kept: a dash, a hyphen, m², # and an emoji. */
const DESCRIPTION = 'Bright villa #7 by the sea – 3-værelses, 112 m², with a garden 🏡';

interface OrderedCase {
  caseId: string;
  address: string;
  /** Task ids of the order by category. */
  tasks: Record<string, string>;
}

/**
 * A new case of the Copenhagen office with an order of the demo product that creates `category`, made
 * through the calls the portal makes, so each test starts from a case without submitted texts.
 */
async function orderProductCreating(hub: APIRequestContext, category: string): Promise<OrderedCase> {
  const branches: { id: number; name: string }[] = await (
    await hub.get('/api/Authentication/user/branches')
  ).json();
  const copenhagen = branches.find((branch) => branch.name.includes('København'));
  expect(copenhagen).toBeDefined();
  const branchId = copenhagen?.id as number;
  const products: { id: number; tasks: string[] }[] = await (
    await hub.get(`/api/branches/${branchId}/products/alacarte`)
  ).json();
  const product = products.find((item) => item.tasks.includes(category));
  expect(product, `a demo product creating ${category}`).toBeDefined();

  const number = String(100 + Math.floor(Math.random() * 800));
  const created = await hub.post('/api/Cases/upsert/webshop', {
    data: {
      branchId,
      reference: '',
      orderContacts: [{ name: 'Ole Olsen', phone: '20304050', email: '', contactType: 'OWNER' }],
      address: { street: 'Bredgade', buildingNumber: number, city: 'København K', zip: '1260' },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { caseId } = await created.json();
  const ordered = await hub.post('/api/orders/new/webshop', {
    data: {
      caseId,
      flow: 'PHOTOGRAPHY',
      bookingInfo: {},
      propertyInfo: { propertyType: 'villa', livingArea: 142, floors: 2 },
      responsibleEmail: 'admin@demo.test',
      package: null,
      products: [{ id: product?.id, quantity: 1 }],
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const { orderId } = await ordered.json();
  const tasks: { id: string; type: string }[] = await (await hub.get(`/api/orders/${orderId}/tasks`)).json();
  return {
    caseId,
    address: `Bredgade ${number}, 1260 København K`,
    tasks: Object.fromEntries(tasks.map((task) => [task.type, task.id])),
  };
}

let hub: APIRequestContext;

test.beforeAll(async () => {
  hub = await hubAs('admin@demo.test');
});

test.afterAll(async () => {
  await hub.dispose();
});

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
});

test('a text task is completed through its form, and its description is locked for the case', async ({
  page,
}) => {
  const ordered = await orderProductCreating(hub, 'TEXT-STYLE');
  await page.goto(`/tasks/${ordered.tasks['TEXT-STYLE']}`);
  await expect(page.getByRole('heading', { name: 'Text style', level: 1 })).toBeVisible();

  // What the office writes is kept as written.
  const description = page.getByLabel('Property description');
  await description.fill(DESCRIPTION);
  await expect(description).toHaveValue(DESCRIPTION);
  await page.getByLabel('Notes for the copywriter').fill('Young families; stress the garden.');

  await page.getByRole('button', { name: 'Complete task' }).click();
  const style = page.locator('.ant-form-item', { hasText: 'Writing style' });
  await expect(style.getByText('This field is required')).toBeVisible();
  await page.getByRole('radio', { name: /Lightly colourful/ }).check();

  await page.getByRole('button', { name: 'Complete task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete the task?' });
  await expect(dialog.getByText('The texts cannot be changed once submitted.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete task' }).click();

  const submitted = section(page, 'What was submitted');
  await expect(submitted.getByText(DESCRIPTION, { exact: true })).toBeVisible();
  await expect(submitted.getByText('Young families; stress the garden.', { exact: true })).toBeVisible();
  await expect(submitted.getByText('Lightly colourful', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete task' })).toHaveCount(0);

  // The copywriting task of the same order shows the submitted description read-only.
  await page.goto(`/tasks/${ordered.tasks.COPYWRITE_TEXTS}`);
  await expect(page.getByText('Submitted earlier for this case; it cannot be changed.')).toBeVisible();
  await expect(page.getByText(DESCRIPTION, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Property description')).toHaveCount(0);
});

test('an AI text task is written in the portal’s own editor and completed', async ({ page }) => {
  const ordered = await orderProductCreating(hub, 'AI_TEXT_INPUT');
  const taskId = ordered.tasks.AI_TEXT_INPUT;
  await page.goto(`/tasks/${taskId}`);
  await page.getByRole('button', { name: 'Open the AI text tool' }).click();

  await expect(page).toHaveURL(new RegExp(`/tasks/${taskId}/ai-text$`));
  await expect(page.getByRole('heading', { name: 'AI text', level: 1 })).toBeVisible();
  const text = page.getByLabel('Text', { exact: true });
  await expect(text).toHaveValue(
    `Welcome to ${ordered.address}. Villa with 142 square metres of living space over 2 floors.\n\n` +
      'Contact us to book a viewing.',
  );
  await expect(page.getByText("A draft written from the case's facts.", { exact: true })).toBeVisible();

  await text.fill('Bright villa – close to the harbour.\n\nContact us to book a viewing.');
  await page.getByRole('button', { name: 'Complete task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete the AI text task?' });
  await dialog.getByRole('button', { name: 'Complete task' }).click();

  await expect(page).toHaveURL(new RegExp(`/tasks/${taskId}$`));
  const submitted = section(page, 'What was submitted');
  await expect(submitted.getByText('Bright villa – close to the harbour.', { exact: false })).toBeVisible();
  await expect(submitted.getByText("A draft written from the case's facts.", { exact: true })).toBeVisible();

  const again = await hub.get(`/api/orders/tasks/${taskId}/aitexteditorlink`);
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('The AI TXT has been already completed.');
});
