import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { userAsAdminSeesIt } from '../support/admin.ts';
import { mailedBookingLink, orderPhotography } from '../support/bookings.ts';
import { hubAs, signInByCall } from '../support/hub.ts';
import { firstLink, latestMailTo } from '../support/mailbox.ts';
import { caseWithMaterial, orderPortrait } from '../support/public-pages.ts';

// Every page, signed in and public, passes axe-core's WCAG 2.2 AA rules with no serious or critical
// violation, in English and Danish, on a laptop and on a phone.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// A control's name holds its visible words (WCAG 2.5.3). axe-core once ran this rule only when asked by name;
// it is asked by name so it stays on whatever axe tags it as.
const RULES_ON = { 'label-content-name-mismatch': { enabled: true } };
const LANGUAGES = ['en', 'da'] as const;
/** The header's controls say their language's words on every signed-in page. */
const ALL_LANGUAGES = ['en', 'da', 'sv', 'no'] as const;
const WIDTHS = [1280, 375] as const;
const USERS = { agent: 'agent@demo.test', admin: 'admin@demo.test' } as const;
/**
 * The signed-in pages are checked in every pair of role and language, role and width, language and width, not
 * in all eight of their combinations: each pair is where a page differs (the admin's extra controls, the
 * longer Danish words, the phone's menu), and no violation has needed all three at once. The admin-only pages
 * are still seen in both languages and at both widths.
 */
const SIGNED_IN_COMBINATIONS: {
  role: keyof typeof USERS;
  language: (typeof LANGUAGES)[number];
  width: (typeof WIDTHS)[number];
}[] = [
  { role: 'agent', language: 'en', width: 1280 },
  { role: 'admin', language: 'en', width: 375 },
  { role: 'admin', language: 'da', width: 1280 },
  { role: 'agent', language: 'da', width: 375 },
];

/** The ids and links the pages need, made once for the whole file through the portal's own calls. */
interface Demo {
  caseId: string;
  orderId: string;
  taskId: string;
  departmentId: number;
  agentUserId: string;
  newsId: string;
  helpId: string;
  webhookId: string;
  bookingLink: string;
  interviewLink: string;
  presentationLink: string;
}

interface PageToCheck {
  path: (demo: Demo) => string;
  /** Only an administrator of a department reaches the page. */
  adminOnly?: boolean;
}

// The signed-in pages in two groups of about equal length, each a test of its own, so the workers share them.
const SIGNED_IN_PAGES: Record<string, PageToCheck[]> = {
  'case and order': [
    { path: () => '/dashboard' },
    { path: () => '/cases' },
    { path: (demo) => `/cases/${demo.caseId}` },
    { path: (demo) => `/cases/${demo.caseId}/orders` },
    { path: (demo) => `/cases/${demo.caseId}/presentation` },
    { path: (demo) => `/cases/${demo.caseId}/texts` },
    { path: (demo) => `/cases/${demo.caseId}/listing` },
    { path: () => '/orders/new' },
    { path: (demo) => `/orders/${demo.orderId}` },
    { path: (demo) => `/orders/${demo.orderId}/receipt` },
    { path: () => '/tasks' },
    { path: (demo) => `/tasks/${demo.taskId}` },
  ],
  'account, marketing, help and admin': [
    { path: () => '/profile' },
    { path: () => '/properties' },
    { path: () => '/campaigns' },
    { path: () => '/news' },
    { path: (demo) => `/news/${demo.newsId}` },
    { path: () => '/help' },
    { path: (demo) => `/help/${demo.helpId}` },
    { path: () => '/support' },
    { path: () => '/notifications' },
    { path: () => '/apps', adminOnly: true },
    { path: () => '/departments', adminOnly: true },
    { path: (demo) => `/departments/${demo.departmentId}`, adminOnly: true },
    { path: () => '/users', adminOnly: true },
    { path: (demo) => `/users/${demo.agentUserId}`, adminOnly: true },
    { path: () => '/webhooks', adminOnly: true },
    { path: () => '/approvals', adminOnly: true },
    { path: () => '/budget', adminOnly: true },
    { path: (demo) => `/webhooks/${demo.webhookId}`, adminOnly: true },
    { path: () => '/personal-data', adminOnly: true },
  ],
};

const PUBLIC_PAGES: PageToCheck[] = [
  { path: () => '/login' },
  { path: () => '/forgot-password' },
  { path: (demo) => new URL(demo.bookingLink).pathname },
  { path: (demo) => new URL(demo.interviewLink).pathname },
  { path: (demo) => new URL(demo.presentationLink).pathname },
];

let demo: Demo;

// Each test checks its own pages on its own context, so the tests of this file are shared out among the workers
// instead of running one after the other; each worker makes the data below on its own hub.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async () => {
  const admin = await hubAs(USERS.admin);
  const photography = await orderPhotography(admin, 'København');
  const bookingLink = await mailedBookingLink(admin, photography, 'en');
  const order = await (await admin.get(`/api/orders/${photography.orderId}`)).json();
  const tasks: { id: string }[] = await (await admin.get(`/api/orders/${photography.orderId}/tasks`)).json();
  const portrait = await orderPortrait(admin);
  const sent = await admin.post(`/api/orders/tasks/${portrait.taskId}/interviews/send`, {
    data: { locale: 'en' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const interviewLink = firstLink((await latestMailTo(portrait.contactEmail, 'interview')).text);
  const shared = await admin.post(`/api/cases/${(await caseWithMaterial(admin)).caseId}/presentation/shares`);
  expect(shared.status(), await shared.text()).toBe(201);
  const presentationLink: string = (await shared.json()).url;
  const branches: { id: number; name: string }[] = await (
    await admin.get('/api/Authentication/user/branches')
  ).json();
  const copenhagen = branches.find((branch) => branch.name.includes('København'));
  const webhooks: { id: string }[] = await (
    await admin.get(`/api/webhooks?branchId=${copenhagen?.id}`)
  ).json();
  const news: { id: string }[] = await (await admin.get('/api/news/language/en')).json();
  const help: { id: string }[] = await (await admin.get('/api/help-articles/language/en')).json();
  await admin.dispose();
  demo = {
    caseId: order.caseId,
    orderId: photography.orderId,
    taskId: tasks[0]?.id ?? '',
    departmentId: branches[0]?.id ?? 0,
    agentUserId: (await userAsAdminSeesIt(USERS.agent)).id,
    newsId: news[0]?.id ?? '',
    helpId: help[0]?.id ?? '',
    webhookId: webhooks[0]?.id ?? '',
    bookingLink,
    interviewLink,
    presentationLink,
  };
});

/**
 * Whether the page has its heading, nothing loading and no animation under way, so that axe sees what a person
 * sees (a page fades in: colours measured halfway are paler than once it has settled). Run in the page on every
 * frame, so a page is checked as soon as it is ready rather than at an assertion's next poll.
 */
function pageHasSettled(): boolean {
  const heading = document.querySelector('h1');
  if (!heading?.checkVisibility()) return false;
  if (document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .portal-page-spin')) return false;
  return document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
    );
}

/** Waits until the page has settled; a page that never does is reported with the others instead of stopping the loop. */
async function settled(page: Page, path: string): Promise<boolean> {
  const ready = await page.waitForFunction(pageHasSettled, undefined, { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  expect.soft(ready, `${path} shows its heading and has finished loading`).toBe(true);
  return ready;
}

/** The serious and critical violations of every page, one readable paragraph per rule and page. */
async function violationsOf(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    if (!(await settled(page, path))) continue;
    const { violations } = await new AxeBuilder({ page })
      // Only the violations are read; axe then records one example of each passed check, not every node.
      .options({ rules: RULES_ON, resultTypes: ['violations'] })
      .withTags(WCAG_TAGS)
      .analyze();
    for (const violation of violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
        );
      const more = violation.nodes.length > 5 ? [`    ... and ${violation.nodes.length - 5} more`] : [];
      found.push(
        [
          `${path}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${violation.help}`,
          ...nodes,
          ...more,
        ].join('\n'),
      );
    }
  }
  return found;
}

async function contextFor(browser: Browser, language: string, width: number) {
  // Without the page fade (docs/decisions/0088-readable-colours-motion-and-loading.md) each page is ready for
  // axe half a second sooner.
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);
  return context;
}

/** A context as `contextFor` makes it, signed in as `email`. */
async function signedInContextFor(browser: Browser, email: string, language: string, width: number) {
  const context = await contextFor(browser, language, width);
  await signInByCall(context.request, email);
  return context;
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`public pages pass axe in ${language} at ${width} px`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await contextFor(browser, language, width);
      const violations = await violationsOf(
        await context.newPage(),
        PUBLIC_PAGES.map((entry) => entry.path(demo)),
      );
      await context.close();
      expect(violations.join('\n\n')).toBe('');
    });
  }
}

for (const { role, language, width } of SIGNED_IN_COMBINATIONS) {
  const email = USERS[role];
  for (const [group, groupPages] of Object.entries(SIGNED_IN_PAGES)) {
    test(`${group} pages pass axe for the ${role} in ${language} at ${width} px`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await signedInContextFor(browser, email, language, width);
      const pages = groupPages.filter((entry) => role === 'admin' || !entry.adminOnly);
      const violations = await violationsOf(
        await context.newPage(),
        pages.map((entry) => entry.path(demo)),
      );
      await context.close();
      expect(violations.join('\n\n')).toBe('');
    });
  }
}

// The header is the same on every signed-in page, and its controls name themselves in each language's words
// (the language button says "Sprog: Dansk, DA" where it shows "DA"): a control's name holds its visible words
// in all four languages, on a laptop and on a phone.
test('the header’s control names hold their visible words in every language at both widths', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const language of ALL_LANGUAGES) {
    for (const width of WIDTHS) {
      const context = await signedInContextFor(browser, USERS.admin, language, width);
      const page = await context.newPage();
      await page.goto('/dashboard');
      if (await settled(page, `/dashboard in ${language} at ${width} px`)) {
        const { violations } = await new AxeBuilder({ page })
          .withRules(['label-content-name-mismatch'])
          .analyze();
        for (const violation of violations) {
          for (const node of violation.nodes) found.push(`${language} at ${width} px: ${node.html}`);
        }
      }
      await context.close();
    }
  }
  expect(found.join('\n')).toBe('');
});
