import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { section, signIn, useEnglish } from '../support/portal.ts';

let hub: APIRequestContext;

/** Orders the Copenhagen product that creates a task of `category`, as the portal's order call does. */
async function orderTask(category: string): Promise<string> {
  const branches: { id: number; name: string }[] = await (
    await hub.get('/api/Authentication/user/branches')
  ).json();
  const branchId = branches.find((branch) => branch.name.includes('København'))?.id;
  expect(branchId).toBeDefined();
  const products: { id: number; tasks: string[] }[] = await (
    await hub.get(`/api/branches/${branchId}/products/alacarte`)
  ).json();
  const product = products.find((item) => item.tasks.includes(category));
  expect(product, `a demo product creating ${category}`).toBeDefined();
  const search = await hub.post('/api/Cases/Search', {
    data: { take: 1, branchIds: [branchId], orderStatuses: ['Delivered'] },
  });
  const [someCase] = (await search.json()).data as { id: string }[];
  const ordered = await hub.post('/api/orders/new/webshop', {
    data: {
      caseId: someCase?.id,
      flow: 'PHOTOGRAPHY',
      bookingInfo: {},
      propertyInfo: { propertyType: 'villa', livingArea: 120, floors: 1 },
      responsibleEmail: 'admin@demo.test',
      package: null,
      products: [{ id: product?.id, quantity: 1 }],
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const { orderId } = await ordered.json();
  const tasks: { id: string; type: string }[] = await (await hub.get(`/api/orders/${orderId}/tasks`)).json();
  const task = tasks.find((item) => item.type === category);
  expect(task).toBeDefined();
  return task?.id as string;
}

/** A real JPEG drawn by the browser, so the upload carries a picture the preview can show. */
async function jpeg(page: Page, name: string, colour: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = fill;
    context.fillRect(0, 0, 320, 240);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

const rowOf = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test.beforeAll(async () => {
  hub = await hubAs('admin@demo.test');
});

test.afterAll(async () => {
  await hub.dispose();
});

test('images are uploaded to a task with progress, a refused name and a retried upload, then completed', async ({
  page,
}) => {
  const taskId = await orderTask('UPLOAD_IMAGES');
  await useEnglish(page);
  await signIn(page, 'admin@demo.test', { at: `/tasks/${taskId}` });
  await expect(page.getByRole('heading', { name: 'Upload images', level: 1 })).toBeVisible();
  await expect(page.getByText('Min. 1 files', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Max\. \d+ files$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete the task' })).toBeDisabled();

  // Nothing can be added before the copyright is confirmed.
  const input = page.locator('input[type="file"]');
  await expect(input).toBeDisabled();
  await page.getByRole('checkbox', { name: /I hold the copyright/ }).check();

  // Storage answers slowly, so the progress of each file shows.
  let releasePuts: () => void = () => {};
  const putsReleased = new Promise<void>((resolve) => {
    releasePuts = resolve;
  });
  await page.route('**/api/storage/**', async (route) => {
    if (route.request().method() === 'PUT') await putsReleased;
    await route.continue();
  });
  await input.setInputFiles([
    await jpeg(page, 'Stue.jpg', '#c0392b'),
    await jpeg(page, 'Facade.jpg', '#2980b9'),
  ]);
  await expect(rowOf(page, 'Stue.jpg').getByRole('progressbar')).toBeVisible();
  await expect(rowOf(page, 'Facade.jpg').getByRole('progressbar')).toBeVisible();
  releasePuts();
  await expect(rowOf(page, 'Stue.jpg')).toContainText('Uploaded');
  await expect(rowOf(page, 'Facade.jpg')).toContainText('Uploaded');
  await expect(rowOf(page, 'Stue.jpg').locator('img')).toHaveJSProperty('complete', true);
  await page.unroute('**/api/storage/**');

  // A name the spec refuses is stopped in the browser, with its message next to the file.
  await input.setInputFiles([await jpeg(page, 'bad,name.jpg', '#16a085')]);
  await expect(rowOf(page, 'bad,name.jpg')).toContainText(
    'The file name contains characters that are not supported',
  );
  await rowOf(page, 'bad,name.jpg').getByRole('button', { name: 'Dismiss' }).click();
  await expect(rowOf(page, 'bad,name.jpg')).toHaveCount(0);
  // One click uploads a refused name as a copy with a name the rule takes.
  await input.setInputFiles([await jpeg(page, 'Kök.jpg', '#8e44ad')]);
  await rowOf(page, 'Kök.jpg').getByRole('button', { name: 'Upload as “Kok.jpg”' }).click();
  await expect(rowOf(page, 'Kok.jpg')).toContainText('Uploaded');
  await expect(rowOf(page, 'Kök.jpg')).toHaveCount(0);

  // A connection that keeps breaking: tried again automatically, then retried by hand for that file alone.
  await page.route('**/api/storage/**', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionreset') : route.continue(),
  );
  await input.setInputFiles([await jpeg(page, 'Have.jpg', '#27ae60')]);
  await expect(rowOf(page, 'Have.jpg')).toContainText('Trying again (2 of 4)');
  await expect(rowOf(page, 'Have.jpg')).toContainText('The file could not be uploaded. Please try again.', {
    timeout: 20_000,
  });
  await page.unroute('**/api/storage/**');
  await rowOf(page, 'Have.jpg').getByRole('button', { name: 'Retry' }).click();
  await expect(rowOf(page, 'Have.jpg')).toContainText('Uploaded');
  await expect(rowOf(page, 'Uploaded')).toHaveCount(4);

  await page.getByRole('button', { name: 'Complete the task' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Complete the task' }).click();
  const submittedFiles = section(page, 'What was submitted');
  await expect(submittedFiles.getByText('4 files submitted', { exact: true })).toBeVisible();
  await expect(submittedFiles.getByText('Facade.jpg', { exact: true })).toBeVisible();
  const detail = await (await hub.get(`/api/orders/tasks/${taskId}`)).json();
  expect(detail.task.status).toBe('Completed');
  const submitted = detail.submission.payload.files.map((file: { fileName: string }) => file.fileName);
  expect(submitted.sort()).toEqual(['Facade.jpg', 'Have.jpg', 'Kok.jpg', 'Stue.jpg']);
});

test('a full storage is told at once, in the user’s words, and the file can be sent again later', async ({
  page,
}) => {
  const taskId = await orderTask('UPLOAD_IMAGES');
  await useEnglish(page);
  await signIn(page, 'admin@demo.test', { at: `/tasks/${taskId}` });
  await page.getByRole('checkbox', { name: /I hold the copyright/ }).check();

  // The hub's answer when its disk is full (modules/storage/storage-full.routes.test.ts makes it for real).
  let puts = 0;
  await page.route('**/api/storage/**', (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    puts += 1;
    return route.fulfill({
      status: 507,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'errors.storageFull',
        message: 'There is no room to store the file. Please tell your administrator.',
      }),
    });
  });
  await page.locator('input[type="file"]').setInputFiles([await jpeg(page, 'Stue.jpg', '#c0392b')]);
  await expect(rowOf(page, 'Stue.jpg')).toContainText(
    'There is no room to store the file. Please tell your administrator.',
  );
  await expect(rowOf(page, 'Stue.jpg')).not.toContainText('Trying again');
  expect(puts).toBe(1);

  await page.unroute('**/api/storage/**');
  await rowOf(page, 'Stue.jpg').getByRole('button', { name: 'Retry' }).click();
  await expect(rowOf(page, 'Stue.jpg')).toContainText('Uploaded');
});

test('a video comment is completed with its comment, which is required', async ({ page }) => {
  const taskId = await orderTask('VIDIBILI_COMMENT');
  await useEnglish(page);
  await signIn(page, 'admin@demo.test', { at: `/tasks/${taskId}` });
  await expect(page.getByRole('heading', { name: 'Comment on the video', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Min\. \d+ files$/)).toHaveCount(0);
  await expect(page.getByText('Write a comment to complete the task.', { exact: true })).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete the task' });
  await expect(complete).toBeDisabled();

  await page.getByRole('textbox', { name: 'Comment' }).fill('Please use calmer music.\nAnd a shorter intro.');
  await complete.click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Complete the task' }).click();
  const submitted = section(page, 'What was submitted');
  await expect(submitted.getByText('No files were submitted.', { exact: true })).toBeVisible();
  await expect(submitted.getByText(/Please use calmer music\.\s+And a shorter intro\./)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
});
