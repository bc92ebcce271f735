import { ErrorKey, errorMessages, type ListingSetRecord, ruleMessages } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHub, refusal } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import type { ListingCandidate } from '../lib/listing-draft.ts';
import { ListingEditor } from './listing-editor.tsx';

const CASE_ID = '0b7d5c1e-9a3f-4e2b-8c6d-1f2a3b4c5d6e';
const FACADE = '11111111-1111-4111-8111-111111111111';
const KITCHEN = '22222222-2222-4222-8222-222222222222';
const PLAN = '33333333-3333-4333-8333-333333333333';
const GARDEN = '44444444-4444-4444-8444-444444444444';

const candidate = (id: string, name: string, type: ListingCandidate['type'] = 'Picture') => ({
  id,
  name,
  type,
  thumbnailUrl: null,
  active: true,
});
const CANDIDATES = [
  candidate(FACADE, 'facade.jpg'),
  candidate(KITCHEN, 'kitchen.jpg'),
  candidate(PLAN, 'plan.png', 'Floorplan'),
  candidate(GARDEN, 'garden.jpg'),
];
const item = (id: string, name: string, caption = '') => ({
  materialId: id,
  type: 'Picture' as const,
  name,
  width: 2400,
  height: 1600,
  caption,
});
const RECORD: ListingSetRecord = {
  caseId: CASE_ID,
  saved: true,
  materialIds: [FACADE, KITCHEN],
  mainMaterialId: FACADE,
  captions: { [FACADE]: 'Facade mod syd' },
  items: [item(FACADE, 'facade.jpg', 'Facade mod syd'), item(KITCHEN, 'kitchen.jpg')],
  updatedAt: '2026-05-04T10:00:00.000Z',
  updatedByName: 'Anna Berg',
};

function renderEditor(onDirtyChange = vi.fn()) {
  const rendered = renderInPortal(
    <ListingEditor
      caseId={CASE_ID}
      record={RECORD}
      candidates={CANDIDATES}
      captionSuggestions={[]}
      alterations={new Map([[KITCHEN, 'staged']])}
      readOnly={false}
      onDirtyChange={onDirtyChange}
    />,
  );
  const chosen = () => within(screen.getByRole('list', { name: 'Billeder i annoncen' }));
  const row = (name: string) => within(chosen().getByText(name).closest('li') as HTMLElement);
  return { ...rendered, chosen, row };
}

const saved = (body: unknown) => ({ body: { ...RECORD, ...(body as object) } });

describe('ListingEditor', () => {
  it('sends the chosen pictures in order with the main picture and captions, and drops a removed one’s caption', async () => {
    const hub = fakeHub({ 'PUT /api/cases/*': ({ body }) => saved(body) });
    const onDirtyChange = vi.fn();
    const { user, row } = renderEditor(onDirtyChange);

    expect(row('kitchen.jpg').getByText('Virtuelt indrettet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tilføj garden.jpg til annoncen' }));
    await user.click(screen.getByRole('button', { name: 'Tilføj plan.png til annoncen' }));
    await user.click(row('garden.jpg').getByRole('radio', { name: 'Hovedbillede: garden.jpg' }));
    await user.type(row('garden.jpg').getByLabelText('Billedtekst'), 'Have med terrasse');
    await user.click(row('facade.jpg').getByRole('button', { name: 'Fjern facade.jpg fra annoncen' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Gem annonce' }));

    expect(await screen.findByText('Annoncen er gemt.')).toBeTruthy();
    expect(hub.callsTo('PUT', `/api/cases/${CASE_ID}/listing`).map((call) => call.body)).toEqual([
      {
        materialIds: [KITCHEN, GARDEN, PLAN],
        mainMaterialId: GARDEN,
        captions: { [KITCHEN]: '', [GARDEN]: 'Have med terrasse', [PLAN]: '' },
      },
    ]);
  });

  it('gives the main picture to the first picture left when the main one is removed', async () => {
    const hub = fakeHub({ 'PUT /api/cases/*': ({ body }) => saved(body) });
    const { user, row } = renderEditor();

    await user.click(screen.getByRole('button', { name: 'Tilføj plan.png til annoncen' }));
    await user.click(row('facade.jpg').getByRole('button', { name: 'Fjern facade.jpg fra annoncen' }));
    expect(row('kitchen.jpg').getByRole('radio', { name: 'Hovedbillede: kitchen.jpg' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Gem annonce' }));

    await screen.findByText('Annoncen er gemt.');
    expect(hub.callsTo('PUT', `/api/cases/${CASE_ID}/listing`)[0]?.body).toMatchObject({
      materialIds: [KITCHEN, PLAN],
      mainMaterialId: KITCHEN,
    });
  });

  it('puts the hub refusing a caption next to that caption, and its refusal of the set above the list', async () => {
    fakeHub({
      'PUT /api/cases/*': refusal(ErrorKey.badRequest, {
        [`captions.${KITCHEN}`]: ErrorKey.listingCaptionNotChosen,
        materialIds: ErrorKey.listingNotPictureOfCase,
      }),
    });
    const { user, row } = renderEditor();

    await user.type(row('kitchen.jpg').getByLabelText('Billedtekst'), 'Køkken');
    await user.click(screen.getByRole('button', { name: 'Gem annonce' }));

    const caption = row('kitchen.jpg').getByLabelText('Billedtekst');
    await vi.waitFor(() =>
      expect(messageOf(caption)).toBe(errorMessages.da[ErrorKey.listingCaptionNotChosen]),
    );
    expect(messageOf(row('facade.jpg').getByLabelText('Billedtekst'))).toBe('');
    expect(screen.getByRole('alert').textContent).toBe(errorMessages.da[ErrorKey.listingNotPictureOfCase]);
    expect(screen.queryByText('Annoncen er gemt.')).toBeNull();
  });

  it('refuses an empty listing with its own message and sends nothing', async () => {
    const hub = fakeHub();
    const { user, row } = renderEditor();

    await user.click(row('facade.jpg').getByRole('button', { name: 'Fjern facade.jpg fra annoncen' }));
    await user.click(row('kitchen.jpg').getByRole('button', { name: 'Fjern kitchen.jpg fra annoncen' }));
    await user.click(screen.getByRole('button', { name: 'Gem annonce' }));

    expect((await screen.findByRole('alert')).textContent).toBe(ruleMessages.da['rules.required']);
    expect(hub.callsTo('PUT', `/api/cases/${CASE_ID}/listing`)).toEqual([]);
  });
});
