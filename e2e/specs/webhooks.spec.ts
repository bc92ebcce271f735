import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import { chooseDepartment, pressInDialog, signIn, useEnglish } from '../support/portal.ts';

const COPENHAGEN = 'Nordbolig København';

/** The office's own system: a server on this machine that answers every webhook with 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/portal-events`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('Webhooks', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    await signIn(page, 'admin@demo.test');
  });

  test('an admin registers a webhook, sees its secret once, sends a test event and resends it', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    await openFromMenuGroup(page, 'Administration', 'Webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await chooseDepartment(page, COPENHAGEN);
    await expect(
      page.getByRole('link', { name: 'https://sagssystem.nordbolig.example/portal/webhooks' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'New webhook' }).click();
    const form = page.getByRole('dialog', { name: 'New webhook' });
    await form.getByRole('textbox', { name: '* Address' }).fill('http://cases.example.dk/hooks');
    await pressInDialog(form, 'Create webhook');
    await expect(
      form.getByText('Enter a full https:// address (http:// only for localhost while testing).'),
    ).toBeVisible();
    // The cloud's metadata service, written as one number: the hub reads it as 169.254.169.254.
    await form.getByRole('textbox', { name: '* Address' }).fill('https://2852039166/latest/meta-data');
    await pressInDialog(form, 'Create webhook');
    await expect(form.getByRole('textbox', { name: '* Address' })).toHaveAccessibleDescription(
      /This address points into a private network or to this server; webhooks only go to addresses on the internet\./,
    );
    await form.getByRole('textbox', { name: '* Address' }).fill(receiver.url);
    await form.getByRole('checkbox', { name: 'Text delivered' }).uncheck();
    await pressInDialog(form, 'Create webhook');
    const created = page.getByRole('dialog', { name: "Your webhook's secret" });
    await expect(created.getByText(/^whsec_/)).toBeVisible();
    const secret = (await created.getByText(/^whsec_/).textContent())?.trim() ?? '';
    await pressInDialog(created, 'I have copied it');
    await expect(created).toBeHidden();
    await expect(page.getByText(secret)).toBeHidden();

    await page.getByRole('link', { name: receiver.url }).click();
    await expect(page.getByRole('heading', { name: 'Webhook', level: 1 })).toBeVisible();
    await expect(page.getByText(`${secret.slice(0, 10)}…`)).toBeVisible();
    const log = page.getByRole('region', { name: 'Deliveries' });
    await expect(
      log.getByText('Nothing has been sent yet. Send a test event to try the address.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Send test event' }).click();
    const row = log.getByRole('row', { name: /Test event/ });
    await expect(row.getByText('Delivered')).toBeVisible();
    await expect(row.getByRole('cell', { name: '200' })).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    const timestamp = String(first?.headers['portal-webhook-timestamp']);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${first?.body}`).digest('hex');
    expect(first?.headers['portal-webhook-signature']).toBe(`v1=${signature}`);

    await row.getByRole('button', { name: 'Resend: Test event' }).click();
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.headers['portal-webhook-id']).toBe(first?.headers['portal-webhook-id']);

    await page.getByRole('button', { name: 'Delete' }).click();
    await pressInDialog(page.getByRole('dialog', { name: 'Delete this webhook?' }), 'Delete');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: receiver.url })).toBeHidden();
    await receiver.close();
  });

  test('a test event to an address where nothing answers says why in the log, in words', async ({ page }) => {
    await openFromMenuGroup(page, 'Administration', 'Webhooks');
    await chooseDepartment(page, COPENHAGEN);
    await page.getByRole('button', { name: 'New webhook' }).click();
    const form = page.getByRole('dialog', { name: 'New webhook' });
    await form.getByRole('textbox', { name: '* Address' }).fill('http://127.0.0.1:9/nothing-listens');
    await pressInDialog(form, 'Create webhook');
    await pressInDialog(page.getByRole('dialog', { name: "Your webhook's secret" }), 'I have copied it');
    await page.getByRole('link', { name: 'http://127.0.0.1:9/nothing-listens' }).click();

    await page.getByRole('button', { name: 'Send test event' }).click();
    const row = page.getByRole('region', { name: 'Deliveries' }).getByRole('row', { name: /Test event/ });
    await expect(row.getByText('Failed')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Connection refused' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await pressInDialog(page.getByRole('dialog', { name: 'Delete this webhook?' }), 'Delete');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  });
});
