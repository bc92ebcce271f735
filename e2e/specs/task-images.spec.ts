import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { alertSaying, chooseOption, section, signIn, useEnglish } from '../support/portal.ts';

interface Picture {
  id: string;
  name: string;
  isVertical: boolean;
  isSelected: boolean;
}

interface OrderedTask {
  taskId: string;
  pictures: Picture[];
}

let hub: APIRequestContext;
let branchId: number;

async function copenhagenBranchId(): Promise<number> {
  const branches: { id: number; name: string }[] = await (
    await hub.get('/api/Authentication/user/branches')
  ).json();
  const copenhagen = branches.find((branch) => branch.name.includes('København'));
  expect(copenhagen).toBeDefined();
  return copenhagen?.id as number;
}

/** Orders the Copenhagen demo product that creates `category` on the case, as the portal's order call does. */
async function orderOn(caseId: string, category: string, quantity: number): Promise<string> {
  const products: { id: number; tasks: string[] }[] = await (
    await hub.get(`/api/branches/${branchId}/products/alacarte`)
  ).json();
  const product = products.find((item) => item.tasks.includes(category));
  expect(product, `a demo product creating ${category}`).toBeDefined();
  const ordered = await hub.post('/api/orders/new/webshop', {
    data: {
      caseId,
      flow: 'PHOTOGRAPHY',
      bookingInfo: {},
      propertyInfo: { propertyType: 'villa', livingArea: 142, floors: 2 },
      responsibleEmail: 'admin@demo.test',
      package: null,
      products: [{ id: product?.id, quantity }],
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const { orderId } = await ordered.json();
  const tasks: { id: string; type: string }[] = await (await hub.get(`/api/orders/${orderId}/tasks`)).json();
  const task = tasks.find((item) => item.type === category);
  expect(task).toBeDefined();
  return task?.id as string;
}

const picturesOf = async (taskId: string): Promise<Picture[]> =>
  (await hub.get(`/api/orders/tasks/${taskId}/images`)).json();

/**
 * A task of `category` on a demo case of Copenhagen whose pictures have been delivered (the demo data
 * delivers pictures to every case with an order); each call takes another case.
 */
let casesUsed = 0;
async function orderOnCaseWithPictures(category: string, quantity: number): Promise<OrderedTask> {
  const search = await hub.post('/api/Cases/Search', {
    data: { take: 100, branchIds: [branchId], orderStatuses: ['Delivered', 'Invoiced'] },
  });
  const cases: { id: string; materialInfo: { materialsState: string } }[] = (await search.json()).data;
  const candidates = cases.filter((item) => item.materialInfo.materialsState === 'ACTIVE');
  for (const candidate of candidates.slice(casesUsed)) {
    casesUsed += 1;
    const taskId = await orderOn(candidate.id, category, quantity);
    const pictures = await picturesOf(taskId);
    if (pictures.length >= 3) return { taskId, pictures };
  }
  throw new Error('no demo case of Copenhagen has delivered pictures');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit and complete the task' }).click();

const taskDetail = async (taskId: string) => (await hub.get(`/api/orders/tasks/${taskId}`)).json();

test.beforeAll(async () => {
  hub = await hubAs('admin@demo.test');
  branchId = await copenhagenBranchId();
});

test.afterAll(async () => {
  await hub.dispose();
});

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
});

test('a virtual staging task is completed with room, furniture style and label per picture', async ({
  page,
}) => {
  const { taskId, pictures } = await orderOnCaseWithPictures('VIRTUAL_STAGING', 2);
  const [first] = pictures;
  if (!first) throw new Error('no picture');
  await page.goto(`/tasks/${taskId}`);
  await expect(page.getByRole('heading', { name: 'Virtual staging', level: 1 })).toBeVisible();
  // The task's description says the same sentence; the alert is what the completion form shows.
  await expect(alertSaying(page, 'One round of corrections is included.')).toBeVisible();
  await expect(page.getByText('0 of at most 2 chosen', { exact: true })).toBeVisible();

  await submit(page);
  await expect(page.getByText('Choose at least one picture', { exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: first.name, exact: true }).check();
  await submit(page);
  await expect(page.getByText('This field is required')).toHaveCount(2);

  const rooms = page.getByRole('radiogroup', { name: `Room type of ${first.name}` });
  await expect(rooms.getByRole('radio')).toHaveCount(8);
  await rooms.getByRole('radio', { name: 'Bedroom' }).click();
  await page
    .getByRole('radiogroup', { name: `Furniture style of ${first.name}` })
    .getByRole('radio', { name: 'Scandinavian' })
    .click();
  await chooseOption(page, page.getByLabel('Label on the picture'), 'Styling suggestion');
  await page.getByLabel('Comment').fill('Light colours, please');
  await submit(page);

  await expect(alertSaying(page, 'The task has been completed.')).toBeVisible();
  const submitted = section(page, 'What was submitted');
  await expect(submitted.getByText(/^Submitted .+ by admin@demo\.test$/)).toBeVisible();
  await expect(submitted.getByText('Styling suggestion', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit and complete the task' })).toHaveCount(0);
  const detail = await taskDetail(taskId);
  expect(detail.task.status).toBe('Completed');
  expect(detail.submission.payload).toEqual({
    category: 'VIRTUAL_STAGING',
    correctionRoundsIncluded: 1,
    items: [
      {
        materialId: first.id,
        roomType: 'bedroom',
        furnitureCode: 'SCANDINAVIAN',
        label: 'STYLING_SUGGESTION',
        comment: 'Light colours, please',
      },
    ],
  });
});

test('an image selector task marks the chosen pictures, up to the ordered number', async ({ page }) => {
  const { taskId, pictures } = await orderOnCaseWithPictures('IMAGE_SELECTOR', 2);
  const [first, second, third] = pictures;
  if (!first || !second || !third) throw new Error('too few pictures');
  await page.goto(`/tasks/${taskId}`);
  await expect(page.getByRole('heading', { name: 'Choose images', level: 1 })).toBeVisible();

  await page.getByRole('checkbox', { name: first.name, exact: true }).check();
  await page.getByRole('checkbox', { name: third.name, exact: true }).check();
  await expect(page.getByText('2 of at most 2 chosen', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: second.name, exact: true })).toBeDisabled();
  await submit(page);

  await expect(alertSaying(page, 'The task has been completed.')).toBeVisible();
  await expect(page.locator('figcaption', { hasText: first.name })).toBeVisible();
  await expect(page.locator('figcaption', { hasText: third.name })).toBeVisible();
  const selected = (await picturesOf(taskId))
    .filter((picture) => picture.isSelected)
    .map((picture) => picture.id);
  expect(selected.sort()).toEqual([first.id, third.id].sort());
});

test('objects to remove are marked on the picture with a point and an arrow', async ({ page }) => {
  const { taskId, pictures } = await orderOnCaseWithPictures('VIRTUAL_STAGING_REMOVE_OBJECTS', 1);
  const [first] = pictures;
  if (!first) throw new Error('no picture');
  await page.goto(`/tasks/${taskId}`);
  await submit(page);
  await expect(page.getByText('Choose exactly one image.', { exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: first.name, exact: true }).check();
  const canvas = page.getByRole('img', { name: `${first.name}, objects marked: 0` });
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the picture is not on screen');
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.6, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('img', { name: `${first.name}, objects marked: 2` })).toBeVisible();
  await page.getByLabel('1. Point: comment').fill('The bin');
  await page.getByLabel('2. Arrow: comment').fill('The bicycle');
  await page.getByRole('button', { name: 'Remove mark 1' }).click();
  await expect(page.getByLabel('1. Arrow: comment')).toHaveValue('The bicycle');
  await submit(page);

  await expect(alertSaying(page, 'The task has been completed.')).toBeVisible();
  await expect(section(page, 'What was submitted').getByText('Arrow: The bicycle')).toBeVisible();
  const { submission } = await taskDetail(taskId);
  expect(submission.payload.materialId).toBe(first.id);
  expect(submission.payload.marks).toHaveLength(1);
  expect(submission.payload.marks[0]).toMatchObject({ tool: 'ARROW', comment: 'The bicycle' });
  expect(submission.payload.marks[0].x).toBeCloseTo(0.6, 1);
  expect(submission.payload.marks[0].toY).toBeCloseTo(0.7, 1);
});

test('a picture task on a case without pictures says they must be delivered first', async ({ page }) => {
  const created = await hub.post('/api/Cases/upsert/webshop', {
    data: {
      branchId,
      reference: '',
      orderContacts: [{ name: 'Ole Olsen', phone: '20304050', email: '', contactType: 'OWNER' }],
      address: {
        street: 'Amaliegade',
        buildingNumber: String(100 + Math.floor(Math.random() * 800)),
        city: 'København K',
        zip: '1256',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const taskId = await orderOn((await created.json()).caseId, 'VIRTUAL_STAGING', 1);
  await page.goto(`/tasks/${taskId}`);
  await expect(
    page.getByText('The pictures must be delivered before this task can be completed.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit and complete the task' })).toHaveCount(0);
});
