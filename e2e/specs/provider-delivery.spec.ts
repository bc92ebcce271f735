import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import { orderPhotography } from '../support/bookings.ts';
import { hubAs } from '../support/hub.ts';
import { keepRequestsLocal, TOUR } from '../support/local-hosts.ts';
import { jpeg } from '../support/pictures.ts';
import { chooseOption, section, signIn, useEnglish } from '../support/portal.ts';

/** The header's bell, named by its unread count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

let agent: APIRequestContext;

test.beforeAll(async () => {
  agent = await hubAs('agent@demo.test');
});

test.afterAll(async () => {
  await agent.dispose();
});

test('the editor delivers pictures and a text, the agent reviews them and gives feedback, the editor answers it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The agent orders photography for a new address, for themselves.
  const { orderId, address } = await orderPhotography(agent, 'København', [], 'agent@demo.test');
  const { caseId } = await (await agent.get(`/api/orders/${orderId}`)).json();
  const [line]: { id: string; productName: string }[] = await (
    await agent.get(`/api/orders/${orderId}/orderlines`)
  ).json();
  if (!line) throw new Error('the order has no line');

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await useEnglish(editor);
  await signIn(editor, 'editor@demo.test');

  // The editor uploads two pictures to the line and delivers them.
  await editor.goto(`/provider/orders/${orderId}/lines/${line.id}`);
  await expect(editor.getByRole('heading', { name: `Deliver ${line.productName}`, level: 1 })).toBeVisible();
  await editor
    .locator('input[type="file"]')
    .setInputFiles([await jpeg(editor, 'Stue.jpg', '#c0392b'), await jpeg(editor, 'Facade.jpg', '#2980b9')]);
  const uploaded = editor.getByRole('listitem').filter({ hasText: 'Uploaded' });
  await expect(uploaded).toHaveCount(2);
  await editor.getByLabel('Delivered quantity').fill('2');
  await editor.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(editor.getByText('2 files delivered to the case.')).toBeVisible();
  await expect(
    editor.getByText('Every line is delivered: the order is Delivered and the office is told.'),
  ).toBeVisible();

  // The editor writes the ad text and delivers it.
  await editor.goto(`/provider/orders/${orderId}/texts`);
  await expect(editor.getByRole('heading', { name: /^Texts for Bookingvej/, level: 1 })).toBeVisible();
  await chooseOption(
    editor,
    editor.getByRole('combobox', { name: 'Write another section' }),
    'Ad text',
    'Ad',
  );
  await editor.getByLabel('Text of Ad text').fill('Lys villa med have mod syd.');
  await editor.getByRole('button', { name: 'Deliver text' }).click();
  await expect(editor.getByText("The text is delivered and waits for the office's review.")).toBeVisible();

  // The agent is told, sees the pictures on the case, and approves the text.
  const agentContext = await browser.newContext();
  const office = await agentContext.newPage();
  await useEnglish(office);
  await signIn(office, 'agent@demo.test');
  await bell(office).click();
  await expect(
    office
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: new RegExp(`The material for ${address}, .* is delivered`) }),
  ).toBeVisible();
  await office.goto(`/cases/${caseId}`);
  const material = office.getByRole('list', { name: 'Material of the case' });
  await expect(material.getByRole('listitem').filter({ hasText: 'Stue.jpg' })).toBeVisible();
  await expect(material.getByRole('listitem').filter({ hasText: 'Facade.jpg' })).toBeVisible();
  const approved = await agent.post(`/api/cases/${caseId}/texts/ads/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await editor.reload();
  await expect(editor.getByText('Approved', { exact: true })).toBeVisible();

  // The agent gives feedback with two comments on the first picture (drawing is feedback.spec.ts's test).
  const feedbackUrl = `/api/orders/orderlines/${line.id}/feedback`;
  const { pictures } = await (await agent.get(feedbackUrl)).json();
  const comment = (text: string, x: number) => ({
    materialId: pictures[0].materialId,
    tool: 'POINT',
    points: [{ x, y: 0.5 }],
    kind: 'CHANGE',
    text,
  });
  const saved = await agent.put(feedbackUrl, {
    data: { annotations: [comment('Fjern bilen', 0.3), comment('Mere lys i stuen', 0.7)] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await agent.post(`${feedbackUrl}/submit`)).status()).toBe(200);

  // The editor finds the work order and answers: a corrected picture for one, a decline for the other.
  await editor.goto('/dashboard');
  await openFromMenuGroup(editor, 'Fulfilment', 'Feedback');
  await editor.getByRole('link', { name: new RegExp(`^${address}`) }).click();
  const first = editor.getByRole('region', { name: 'Comment 1' });
  await first.getByLabel('Reply to the office').fill('Bilen er fjernet.');
  await first.locator('input[type="file"]').setInputFiles([await jpeg(editor, 'Stue-rettet.jpg', '#27ae60')]);
  await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await first.getByRole('button', { name: 'Send answer' }).click();
  await expect(first.getByText('Answered: Bilen er fjernet.')).toBeVisible();
  const second = editor.getByRole('region', { name: 'Comment 2' });
  await second.getByRole('radio', { name: 'Declined' }).check();
  await second.getByLabel('Reply to the office').fill('Lyset er som optaget.');
  await second.getByRole('button', { name: 'Send answer' }).click();
  await expect(second.getByText('Answered: Lyset er som optaget.')).toBeVisible();

  // The agent sees the replies, and the original and the corrected picture side by side.
  await office.goto(`/orders/${orderId}/lines/${line.id}/feedback`);
  const comments = office.getByRole('list', { name: 'Comments on this picture' });
  await expect(comments.getByText('Bilen er fjernet.')).toBeVisible();
  await expect(comments.getByText('Lyset er som optaget.')).toBeVisible();
  await expect(comments.getByText('Declined', { exact: true })).toBeVisible();
  const beforeAfter = comments.getByRole('figure', { name: 'Comment 1 before and after the correction' });
  await expect(beforeAfter.getByRole('img', { name: 'Before' })).toBeVisible();
  await expect(beforeAfter.getByRole('img', { name: 'After' })).toHaveJSProperty('complete', true);
  await expect(bell(office)).toBeVisible();
  const mine = await (await agent.get('/api/notifications?take=100')).json();
  expect(mine.data.map((row: { orderId: string; kind: string }) => [row.orderId, row.kind])).toContainEqual([
    orderId,
    'feedback_answered',
  ]);

  await editorContext.close();
  await agentContext.close();
});

test('the editor delivers a tour link, with the hub’s message next to the address it refuses', async ({
  page,
}) => {
  const { orderId } = await orderPhotography(agent, 'København', [], 'agent@demo.test', {
    itemNumber: 'MATTERPORT',
  });
  const { caseId } = await (await agent.get(`/api/orders/${orderId}`)).json();
  const [line]: { id: string; productName: string }[] = await (
    await agent.get(`/api/orders/${orderId}/orderlines`)
  ).json();
  if (!line) throw new Error('the order has no line');
  await keepRequestsLocal(page);
  await useEnglish(page);
  await signIn(page, 'editor@demo.test', { at: `/provider/orders/${orderId}/lines/${line.id}` });
  const linkForm = section(page, 'Deliver a link');
  await chooseOption(page, linkForm.getByRole('combobox', { name: 'Type' }), '3D tour (Matterport)');
  const address = linkForm.getByRole('textbox', { name: 'Address' });
  const title = linkForm.getByRole('textbox', { name: 'Title' });

  // Without a title nothing is delivered.
  await address.fill('https://tours.example.test/1');
  await linkForm.getByRole('button', { name: 'Deliver link' }).click();
  await expect(title).toHaveAccessibleDescription('This field is required');

  // A tour that is not on Matterport is refused, with the message next to the address.
  await title.fill('Rundvisning 1. sal');
  await linkForm.getByRole('button', { name: 'Deliver link' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/Matterport/);

  await address.fill(TOUR);
  await linkForm.getByRole('button', { name: 'Deliver link' }).click();
  await expect(page.getByText('The link is delivered to the case.')).toBeVisible();
  await expect(
    page.getByText('Every line is delivered: the order is Delivered and the office is told.'),
  ).toBeVisible();
  const assets = await (await agent.get(`/api/cases/${caseId}/assets`)).json();
  expect(assets.materials).toContainEqual(
    expect.objectContaining({ type: 'Matterport', url: TOUR, name: 'Rundvisning 1. sal' }),
  );
  await expect(address).toHaveValue('');
});
