import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readZipContents } from '../../apps/api/src/modules/downloads/downloads.test-fixtures.ts';
import { openFromMenuGroup } from '../support/admin.ts';
import { hubAs, setMailLanguage } from '../support/hub.ts';
import { deliveredListingCase } from '../support/listings.ts';
import { firstLink, latestMailTo } from '../support/mailbox.ts';
import { brightnessAt, jpeg } from '../support/pictures.ts';
import { section, signIn, useEnglish } from '../support/portal.ts';

// A listing as an office builds it: the delivered pictures of a case (one of them virtually staged), chosen,
// ordered, captioned and saved on the listing page, checked against a portal's export profile, and exported
// for FINN and for Hemnet; the two zips are read back, down to the label burned into the staged picture.

const AGENT = 'agent@demo.test';
/** Bright, so the label's dark band shows in the corner it is burned into. */
const BRIGHT = '#f4f2ea';
const PHOTO = { width: 3200, height: 2133 };
const PLAN = { width: 2400, height: 1600 };
/** Hemnet's long edge for this run, set in beforeAll, so the two exports differ in size as their profiles do. */
const HEMNET_LONG_EDGE = 2000;

interface Profile {
  id: string;
  name: string;
  rules: Record<string, unknown>;
}

let agent: APIRequestContext;
let editor: APIRequestContext;
let coordinator: APIRequestContext;
let profilesBefore: Profile[];

const putProfile = async (profile: Profile) => {
  const saved = await coordinator.put(`/api/listing-profiles/${profile.id}`, {
    data: { name: profile.name, rules: profile.rules },
  });
  expect(saved.status(), await saved.text()).toBe(200);
};
const profileOf = (id: string) => {
  const found = profilesBefore.find((profile) => profile.id === id);
  if (!found) throw new Error(`no profile ${id}`);
  return found;
};

test.beforeAll(async () => {
  agent = await hubAs(AGENT);
  editor = await hubAs('editor@demo.test');
  coordinator = await hubAs('coordinator@demo.test');
  await setMailLanguage(AGENT, 'en');
  profilesBefore = await (await coordinator.get('/api/listing-profiles')).json();
  const hemnet = profileOf('hemnet');
  await putProfile({ ...hemnet, rules: { ...hemnet.rules, maxLongEdge: HEMNET_LONG_EDGE } });
});

test.afterAll(async () => {
  for (const id of ['hemnet', 'booli']) await putProfile(profileOf(id));
  await agent.dispose();
  await editor.dispose();
  await coordinator.dispose();
});

const chosenList = (page: Page) => page.getByRole('list', { name: 'Pictures in the listing' });
const row = (page: Page, name: string) => chosenList(page).getByRole('listitem').filter({ hasText: name });
const chosenNames = (page: Page) => chosenList(page).locator('.listing-row-name').allTextContents();
const checkPanel = (page: Page) => section(page, 'Check and export');
const exportFiles = (page: Page) =>
  page.getByRole('list', { name: 'Files of the export' }).getByRole('listitem');

/** Chooses a profile in the check, as a person clicks its button (the radio inside it is drawn over). */
async function chooseProfile(page: Page, name: string) {
  await checkPanel(page).getByText(name, { exact: true }).click();
  await expect(checkPanel(page).getByRole('radio', { name })).toBeChecked();
  await expect(checkPanel(page).getByRole('button', { name: `Export for ${name}` })).toBeVisible();
}

/**
 * Moves a chosen picture to the top with the keyboard: its handle picked up, arrowed up, dropped, each key
 * pressed once the screen reader's announcement of the last one is there (the list listens for the arrows
 * only once the picture is picked up).
 */
async function moveToTop(page: Page, name: string) {
  const from = (await chosenNames(page)).indexOf(name) + 1;
  const total = (await chosenNames(page)).length;
  const announced = (text: string) =>
    expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  await row(page, name)
    .getByRole('button', { name: `Move ${name}`, exact: true })
    .focus();
  await page.keyboard.press('Space');
  await announced(`Picked up ${name} from position ${from} of ${total}.`);
  for (let position = from - 1; position >= 1; position -= 1) {
    await page.keyboard.press('ArrowUp');
    await announced(`${name} moved to position ${position} of ${total}.`);
  }
  await page.keyboard.press('Space');
  await announced(`${name} dropped at position 1 of ${total}.`);
  await expect.poll(async () => (await chosenNames(page))[0]).toBe(name);
}

/** Exports for the chosen profile and reads the zip from the link mailed once it is packed. */
async function exportAndRead(page: Page, profile: string, address: string, exportsSoFar: number) {
  const panel = checkPanel(page);
  await panel.getByRole('button', { name: `Export for ${profile}` }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `The zip for ${profile} is being packed. We email the link to ${AGENT} when it is ready, and it shows under Downloads on this page and on the case.`,
  );
  const downloads = page.getByRole('list', { name: 'Downloads' }).getByRole('listitem');
  await expect(downloads.filter({ hasText: 'Mailed' })).toHaveCount(exportsSoFar, { timeout: 60_000 });
  await expect(downloads.filter({ hasText: `Listing for ${profile}: 4 files` })).toHaveCount(1);
  const mail = await latestMailTo(AGENT, `Your download of ${address}`);
  const zip = await page.request.get(firstLink(mail.text));
  expect(zip.status()).toBe(200);
  return readZipContents(await zip.body());
}

interface ManifestFile {
  position: number;
  file: string;
  caption: string;
  type: string;
  staged: boolean;
  isMain: boolean;
  sourceMaterialId: string;
}

/** The files of a zip in the manifest's order, with their size as decoded and what the corners hold. */
async function readExport(page: Page, entries: Map<string, Buffer>) {
  const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '{}');
  const files: ManifestFile[] = manifest.files;
  const pictures = await Promise.all(
    files.map(async (file) => {
      const content = entries.get(file.file);
      if (!content) throw new Error(`the zip lacks ${file.file}`);
      const decoded = await brightnessAt(page, content, [
        { x: 6, y: 6 },
        { x: 6, y: -6 },
      ]);
      return { ...file, size: `${decoded.width} × ${decoded.height}`, corners: decoded.brightness };
    }),
  );
  return { profile: manifest.profile.id, pictures, csv: entries.get('manifest.csv')?.toString('utf8') ?? '' };
}

/** A staged picture's bottom-left corner is dark (the label band), its top-left as bright as it was taken. */
function expectLabelled(corners: number[] | undefined, labelled: boolean) {
  const [topLeft = 0, bottomLeft = 0] = corners ?? [];
  expect(topLeft).toBeGreaterThan(200);
  if (labelled) expect(bottomLeft).toBeLessThan(90);
  else expect(bottomLeft).toBeGreaterThan(200);
}

test('the office builds a listing with a staged picture, sees what FINN would refuse, and exports it for FINN and Hemnet', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await useEnglish(page);
  const { caseId, address } = await deliveredListingCase(agent, editor, {
    photography: [
      await jpeg(page, 'Stue.jpg', BRIGHT, PHOTO),
      await jpeg(page, 'Lille.jpg', '#7f8c8d'),
      await jpeg(page, 'Facade.jpg', BRIGHT, PHOTO),
    ],
    floorPlan: [await jpeg(page, 'Plantegning.jpg', '#ffffff', PLAN)],
    staging: [await jpeg(page, 'Stue-staged.jpg', BRIGHT, PHOTO)],
  });
  await signIn(page, AGENT, { at: `/cases/${caseId}` });
  // The material above the link fills in after the page; a person clicks once it has stopped moving.
  await expect(page.getByRole('list', { name: 'Material of the case' })).toBeVisible();
  await section(page, 'Listing').getByRole('link', { name: 'Open the listing' }).click();
  await expect(page.getByRole('heading', { name: 'Listing', level: 1 })).toBeVisible();

  // Before anything is saved the presentation's active pictures stand in, every picture of the case.
  await expect(
    page.getByText("Not saved yet: these are the presentation's active pictures.", { exact: false }),
  ).toBeVisible();
  await expect(chosenList(page).getByRole('listitem')).toHaveCount(5);
  await expect(row(page, 'Stue-staged.jpg').getByText('Virtually staged')).toBeVisible();

  // FINN refuses the small picture, and the export waits until it is gone.
  await chooseProfile(page, 'FINN eiendom');
  await expect(page).toHaveURL(/profile=finn/);
  const refusals = checkPanel(page).getByRole('list', { name: 'What the portal would refuse' });
  await expect(refusals.getByRole('listitem')).toHaveText([
    'Lille.jpg is 320 × 240 px, smaller than the 1024 × 683 px FINN eiendom takes.',
  ]);
  const exportFinn = checkPanel(page).getByRole('button', { name: 'Export for FINN eiendom' });
  await expect(exportFinn).toBeDisabled();
  await expect(exportFinn).toHaveAccessibleDescription('Fix what FINN eiendom would refuse first.');

  // The office takes the small picture out, moves the facade to the top, makes it the main picture and
  // writes two captions.
  await row(page, 'Lille.jpg').getByRole('button', { name: 'Remove Lille.jpg from the listing' }).click();
  await expect(page.getByRole('list', { name: 'More pictures of the case' })).toContainText('Lille.jpg');
  await moveToTop(page, 'Facade.jpg');
  await row(page, 'Facade.jpg').getByRole('radio', { name: 'Main picture: Facade.jpg' }).check();
  await row(page, 'Facade.jpg').getByLabel('Caption').fill('Facade mod syd');
  await row(page, 'Stue-staged.jpg').getByLabel('Caption').fill('Stue, møbleret');
  await expect(exportFinn).toHaveAccessibleDescription(
    'Save the listing first: the export uses the saved listing.',
  );
  const order = await chosenNames(page);
  await page.getByRole('button', { name: 'Save listing' }).click();
  await expect(page.getByText('The listing is saved.')).toBeVisible();

  // Kept: after a reload the order, the main picture and the captions are as the office left them.
  await page.reload();
  await expect(chosenList(page).getByRole('listitem')).toHaveCount(4);
  expect(await chosenNames(page)).toEqual(order);
  await expect(
    row(page, 'Facade.jpg').getByRole('radio', { name: 'Main picture: Facade.jpg' }),
  ).toBeChecked();
  await expect(row(page, 'Facade.jpg').getByLabel('Caption')).toHaveValue('Facade mod syd');
  await expect(row(page, 'Stue-staged.jpg').getByLabel('Caption')).toHaveValue('Stue, møbleret');

  // FINN now accepts it: the files it will hold, the staged one marked and captioned with FINN's label.
  await expect(checkPanel(page).getByText('FINN eiendom accepts this listing as it is.')).toBeVisible();
  await expect(exportFiles(page)).toHaveCount(4);
  await expect(exportFiles(page).nth(0)).toContainText('01-picture.jpg');
  await expect(exportFiles(page).nth(0)).toContainText('Main picture');
  await expect(exportFiles(page).nth(2)).toContainText('03-staged.jpg');
  await expect(exportFiles(page).nth(2)).toContainText('Virtually staged');
  await expect(exportFiles(page).nth(2)).toContainText('Illustrasjon – digitalt endret');
  await expect(exportFiles(page).nth(3)).toContainText('04-floorplan.jpg');

  const finn = await readExport(page, await exportAndRead(page, 'FINN eiendom', address, 1));
  await chooseProfile(page, 'Hemnet');
  await expect(exportFiles(page).nth(1)).toContainText('02-floorplan.jpg');
  const hemnet = await readExport(page, await exportAndRead(page, 'Hemnet', address, 2));

  // FINN: the main picture first, the staged one right after its original, floor plans last, 3000 px long.
  expect(finn.profile).toBe('finn');
  expect(finn.pictures.map(({ file, size, isMain, staged }) => ({ file, size, isMain, staged }))).toEqual([
    { file: '01-picture.jpg', size: '3000 × 2000', isMain: true, staged: false },
    { file: '02-picture.jpg', size: '3000 × 2000', isMain: false, staged: false },
    { file: '03-staged.jpg', size: '3000 × 2000', isMain: false, staged: true },
    { file: '04-floorplan.jpg', size: '2400 × 1600', isMain: false, staged: false },
  ]);
  // Hemnet: floor plans right after the main picture, at the long edge set for this run.
  expect(hemnet.profile).toBe('hemnet');
  expect(hemnet.pictures.map(({ file, size, staged }) => ({ file, size, staged }))).toEqual([
    { file: '01-picture.jpg', size: '2000 × 1333', staged: false },
    { file: '02-floorplan.jpg', size: '2000 × 1333', staged: false },
    { file: '03-picture.jpg', size: '2000 × 1333', staged: false },
    { file: '04-staged.jpg', size: '2000 × 1333', staged: true },
  ]);
  for (const [exported, label] of [
    [finn, 'Illustrasjon – digitalt endret'],
    [hemnet, 'Fotomontage – digitalt ändrad'],
  ] as const) {
    const staged = exported.pictures.find((picture) => picture.staged);
    const original = exported.pictures.find((picture) => picture.position === (staged?.position ?? 0) - 1);
    expect(staged?.caption).toContain('Stue, møbleret');
    expect(staged?.caption).toContain(label);
    expect(exported.pictures[0]?.caption).toBe('Facade mod syd');
    expectLabelled(staged?.corners, true);
    expectLabelled(original?.corners, false);
    expect(exported.csv).toContain(`,yes,${staged?.sourceMaterialId}`);
  }
});

test('provider staff change a profile’s rule, the rule is marked as theirs, and a name without its place is refused', async ({
  page,
}) => {
  await useEnglish(page);
  await signIn(page, 'coordinator@demo.test');
  await openFromMenuGroup(page, 'Fulfilment', 'Listing profiles');
  await expect(page.getByRole('heading', { name: 'Listing export profiles', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Booli' }).click();
  const booli = section(page, 'Booli');
  const ruleLabel = (text: string) => booli.getByText(text, { exact: true }).locator('..');
  await expect(
    booli.getByRole('link', { name: 'Fastighetsmäklarinspektionen: Marknadsföring' }),
  ).toBeVisible();
  await expect(ruleLabel('Label on altered pictures')).toContainText('Published guidance');

  // A file name without the picture's place is refused next to the field, before anything is sent.
  const fileName = booli.getByLabel(/^File name/);
  await fileName.fill('bild.jpg');
  await booli.getByRole('button', { name: 'Save profile' }).click();
  await expect(fileName).toHaveAccessibleDescription(
    'The file name must contain {position}, so every picture gets its own name, and end in .jpg.',
  );

  await fileName.fill('{position}-{kind}.jpg');
  await booli.getByLabel(/^Most pictures/).fill('80');
  await booli.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Booli is saved.')).toBeVisible();
  await expect(ruleLabel('Most pictures')).toContainText('Changed by the provider');
  // What was put back as it was keeps its origin.
  await expect(ruleLabel('File name')).toContainText("Project's choice");
  await expect(ruleLabel('Label on altered pictures')).toContainText('Published guidance');
});
