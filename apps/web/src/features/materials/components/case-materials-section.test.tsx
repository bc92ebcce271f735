import type { CaseAssetsRecord, CaseRecord, MaterialRecord, MaterialRights } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHub } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { signedInSession } from '@/test/signed-in-user.ts';
import { CaseMaterialsSection } from './case-materials-section.tsx';

const CASE_ID = '0b7d5c1e-9a3f-4e2b-8c6d-1f2a3b4c5d6e';

const CASE: CaseRecord = {
  id: CASE_ID,
  reference: 'NB-1',
  modifiedDate: '2026-11-20T10:00:00Z',
  branchId: 1,
  branchName: 'Nordbolig København',
  category: 'CASE',
  address: {
    addressFull: 'Vestergade 1, 1456 København K',
    street: 'Vestergade',
    buildingNumber: '1',
    buildingFloor: null,
    buildingDoor: null,
    zip: '1456',
    city: 'København K',
  },
  axCustomerId: '1000',
  ordersInfo: { latestOrderRelatedChangeTimestamp: null, orderStatus: 'Delivered' },
  materialInfo: { hasMaterials: true, materialsState: 'ACTIVE', deliveredProductCategories: [] },
  contactPersons: [],
  propertyInfo: { propertyType: null, registeredArea: null, basementArea: null, storeys: null },
};

const picture = (id: string, name: string, rights: Partial<MaterialRights> = {}): MaterialRecord => ({
  id,
  name,
  type: 'Picture',
  tags: [],
  active: true,
  sortOrder: 0,
  largestSource: null,
  url: null,
  embedUrl: null,
  previewUrl: null,
  thumbnailUrl: null,
  orderlineId: null,
  batchId: null,
  updatedDate: '2026-01-10T10:00:00Z',
  beforeMaterialId: null,
  vendorOrderLineId: null,
  cloudScannerLinks: [],
  isSelected: false,
  rights: {
    credit: 'Anna Fotograf',
    licence: 'SALE_MARKETING',
    licenceText: null,
    expiresOn: null,
    expired: false,
    ...rights,
  },
});

const ASSETS: CaseAssetsRecord = {
  caseId: CASE_ID,
  materialsState: 'ACTIVE',
  materials: [
    picture('11111111-1111-4111-8111-111111111111', 'facade.jpg'),
    picture('22222222-2222-4222-8222-222222222222', 'portrait.jpg', {
      expiresOn: '2026-03-12',
      expired: true,
    }),
  ],
  batches: [],
};

function renderSection() {
  const hub = fakeHub({ ...signedInSession, [`GET /api/cases/${CASE_ID}/assets`]: { body: ASSETS } });
  const rendered = renderInPortal(
    <CaseMaterialsSection
      caseRecord={CASE}
      selectionActions={(materials) => (
        <output aria-label="Chosen for the zip">
          {materials.map((material) => material.name).join(',')}
        </output>
      )}
    />,
  );
  return { ...rendered, hub };
}

describe('the material whose usage rights expired', () => {
  it('cannot be chosen, says why, and is left out when everything is chosen', async () => {
    const { user } = renderSection();

    const expired = await screen.findByRole('checkbox', { name: 'Vælg portrait.jpg' });
    expect((expired as HTMLInputElement).disabled).toBe(true);
    expect(messageOf(expired)).toBe('Brugsretten udløb 12. mar. 2026');
    expect(screen.getByText('Brugsret udløbet')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Vælg alle' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Chosen for the zip' }).textContent).toBe('facade.jpg'),
    );
    expect((screen.getByRole('checkbox', { name: 'Vælg facade.jpg' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('1 valgt')).toBeTruthy();
  });
});
