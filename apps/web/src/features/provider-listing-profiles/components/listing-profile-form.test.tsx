import { ErrorKey, errorMessages, type ListingProfileRecord } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHub, refusal } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { ListingProfileForm } from './listing-profile-form.tsx';

const FINN: ListingProfileRecord = {
  id: 'finn',
  name: 'FINN eiendom',
  country: 'NO',
  language: 'no',
  rules: {
    minPictures: 1,
    maxPictures: 100,
    minWidth: 1024,
    minHeight: 683,
    maxLongEdge: 3000,
    aspect: 'fit',
    format: 'jpeg',
    jpegQuality: 85,
    maxFileBytes: 10_000_000,
    colourSpace: 'srgb',
    order: { mainFirst: true, floorPlans: 'last', stagedAfterOriginal: true },
    namingPattern: '{position}-{kind}.jpg',
    captionLanguage: 'no',
    listLinks: true,
    floorPlanExpected: true,
    alteredLabel: 'Illustrasjon – digitalt endret',
    refuseWatermarked: true,
  },
  ruleOrigins: { refuseWatermarked: 'published', alteredLabel: 'published', maxPictures: 'projectChoice' },
  sources: [
    {
      title: 'Spesifikke regler for FINN eiendom',
      url: 'https://hjelpesenter.finn.no/hc/no/articles/207288885-Spesifikke-regler-for-FINN-eiendom',
      note: 'Forbids marks that market the agent.',
    },
  ],
  updatedAt: '2026-05-04T10:00:00.000Z',
  updatedByName: null,
};

describe('ListingProfileForm', () => {
  it('shows where each rule comes from and links the guidance it follows', () => {
    fakeHub();
    renderInPortal(<ListingProfileForm profile={FINN} />);

    expect(
      screen.getByRole('switch', { name: /Afvis billeder med leverandørens logobånd/ }).textContent,
    ).toBe('');
    expect(
      screen.getByText('Afvis billeder med leverandørens logobånd').closest('label')?.textContent,
    ).toContain('Offentliggjort vejledning');
    expect(screen.getByText('Flest billeder').closest('label')?.textContent).toContain('Projektets valg');
    expect(
      screen.getByRole('link', { name: 'Spesifikke regler for FINN eiendom' }).getAttribute('href'),
    ).toBe(FINN.sources[0]?.url);
  });

  it('sends the largest file in bytes though it is written in megabytes, with the rest as they were', async () => {
    const hub = fakeHub({
      'PUT /api/listing-profiles/finn': ({ body }) => ({ body: { ...FINN, ...(body as object) } }),
    });
    const { user } = renderInPortal(<ListingProfileForm profile={FINN} />);

    const largest = screen.getByLabelText(/Største fil/);
    expect((largest as HTMLInputElement).value).toBe('10');
    await user.clear(largest);
    await user.type(largest, '4.5');
    await user.click(screen.getByRole('button', { name: 'Gem profil' }));

    expect(await screen.findByText('FINN eiendom er gemt.')).toBeTruthy();
    expect(hub.callsTo('PUT', '/api/listing-profiles/finn').map((call) => call.body)).toEqual([
      { name: 'FINN eiendom', rules: { ...FINN.rules, maxFileBytes: 4_500_000 } },
    ]);
  });

  it('puts the hub’s refusal next to the rule it names, and a rule the schema refuses before sending', async () => {
    const hub = fakeHub({
      'PUT /api/listing-profiles/finn': refusal(ErrorKey.badRequest, {
        'rules.minPictures': ErrorKey.listingMinAboveMax,
      }),
    });
    const { user } = renderInPortal(<ListingProfileForm profile={FINN} />);

    await user.click(screen.getByRole('button', { name: 'Gem profil' }));
    await vi.waitFor(() =>
      expect(messageOf(screen.getByLabelText(/Færrest billeder/))).toBe(
        errorMessages.da[ErrorKey.listingMinAboveMax],
      ),
    );

    await user.clear(screen.getByLabelText(/Filnavn/));
    await user.type(screen.getByLabelText(/Filnavn/), 'billede.jpg');
    await user.click(screen.getByRole('button', { name: 'Gem profil' }));
    await vi.waitFor(() =>
      expect(messageOf(screen.getByLabelText(/Filnavn/))).toBe(
        errorMessages.da[ErrorKey.listingNamingWithoutPosition],
      ),
    );
    expect(hub.callsTo('PUT', '/api/listing-profiles/finn')).toHaveLength(1);
  });
});
