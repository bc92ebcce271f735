import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BranchRecord } from './branches.ts';
import { CaseRecord, type ContactPersonRecord } from './cases.ts';
import { ContactPersonRecordType, MaterialsState, OrderStatus, OrderStatusWord } from './enums.ts';
import {
  displayOrderStatus,
  isArchived,
  isOpenOrderStatus,
  mapCase,
  mapCaseFilters,
  mapContactPersons,
  mapOrderStatus,
  mapTaskStatus,
  OPEN_ORDER_STATUS_WORDS,
} from './mappers.ts';
import { initials, mapBranch, mapUser, toBranchAccessPayload } from './user-mappers.ts';
import { UserRecord } from './users.ts';

const branchRecord = (overrides: Partial<BranchRecord> = {}): BranchRecord =>
  BranchRecord.parse({
    id: 7,
    axCustomerId: 'AX-7',
    name: 'Aarhus C',
    countryCode: 'DK',
    useUpperCase: true,
    endUserInvoicing: false,
    businessInvoicing: true,
    maxImageUploadCount: 40,
    contactPersonId: null,
    locale: 'da-DK',
    currency: 'DKK',
    permissions: { admin: false },
    ...overrides,
  });

const userRecord = (overrides: Partial<UserRecord> = {}): UserRecord =>
  UserRecord.parse({
    id: 'u1',
    email: 'anna@maeglerhuset.dk',
    firstName: 'Anna Maria',
    lastName: 'Berg',
    phoneNumber: '+45 12345678',
    phoneAlt: null,
    timezone: 'Europe/Copenhagen',
    isExternal: false,
    isDirectoryUser: false,
    settings: { showPrices: true },
    roleId: 2,
    branches: [branchRecord()],
    contactPersonId: 'cp1',
    locale: 'da',
    impersonatedUser: null,
    ...overrides,
  });

const contact = (
  priority: number,
  contactType: ContactPersonRecordType,
  info: Partial<ContactPersonRecord['contactInfo']> = {},
): ContactPersonRecord => ({
  priority,
  contactType,
  name: `${contactType} ${priority}`,
  contactInfo: { email: null, phoneMobile: null, phoneWork: null, phonePrivate: null, ...info },
});

describe('mapBranch', () => {
  it('derives access from the permissions', () => {
    expect(mapBranch(branchRecord({ permissions: { admin: true } })).access).toBe('ADMIN');
    expect(mapBranch(branchRecord({ permissions: { admin: false } })).access).toBe('REGULAR');
    expect(mapBranch(branchRecord({ permissions: null })).access).toBe('NONE');
  });

  it('keeps the settings', () => {
    expect(mapBranch(branchRecord())).toEqual({
      id: 7,
      axCustomerId: 'AX-7',
      name: 'Aarhus C',
      access: 'REGULAR',
      countryCode: 'DK',
      useUpperCase: true,
      endUserInvoicing: false,
      businessInvoicing: true,
      maxImageUploadCount: 40,
      contactPersonId: null,
      locale: 'da-DK',
      currency: 'DKK',
    });
  });
});

describe('toBranchAccessPayload', () => {
  it('omits departments without access', () => {
    const branches = [
      mapBranch(branchRecord({ id: 1, permissions: { admin: true } })),
      mapBranch(branchRecord({ id: 2, permissions: null })),
      mapBranch(branchRecord({ id: 3, permissions: { admin: false } })),
    ];
    expect(toBranchAccessPayload(branches)).toEqual([
      { id: 1, permissions: { admin: true } },
      { id: 3, permissions: { admin: false } },
    ]);
  });

  it('sends back exactly the permissions the records carried', () => {
    const permissions = fc.option(fc.record({ admin: fc.boolean() }));
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.nat(), permissions), { selector: ([id]) => id }), (rows) => {
        const branches = rows.map(([id, perms]) => mapBranch(branchRecord({ id, permissions: perms })));
        const expected = rows.flatMap(([id, perms]) => (perms ? [{ id, permissions: perms }] : []));
        expect(toBranchAccessPayload(branches)).toEqual(expected);
      }),
    );
  });
});

describe('mapUser', () => {
  it('maps the user', () => {
    const user = mapUser(userRecord());
    expect(user).toMatchObject({
      id: 'u1',
      email: 'anna@maeglerhuset.dk',
      fullName: 'Anna Maria Berg',
      initials: 'AM',
      internal: true,
      visiblePrices: true,
      impersonating: false,
    });
    expect(user.branches.map((branch) => branch.access)).toEqual(['REGULAR']);
    expect(mapUser(userRecord({ isExternal: true, settings: { showPrices: false } }))).toMatchObject({
      internal: false,
      visiblePrices: false,
    });
  });

  it('trims a missing name part', () => {
    expect(mapUser(userRecord({ firstName: 'Bo', lastName: '' }))).toMatchObject({
      fullName: 'Bo',
      initials: 'B',
    });
  });

  it('takes name, email and id from the impersonated user', () => {
    const user = mapUser(
      userRecord({
        impersonatedUser: { id: 'u9', firstName: 'Øjvind', lastName: 'Ås', email: 'oa@kunde.dk' },
      }),
    );
    expect(user).toMatchObject({
      id: 'u9',
      email: 'oa@kunde.dk',
      firstName: 'Øjvind',
      lastName: 'Ås',
      fullName: 'Øjvind Ås',
      initials: 'ØÅ',
      impersonating: true,
      phoneNumber: '+45 12345678',
    });
  });
});

describe('initials', () => {
  it.each([
    ['anna maria berg', 'AM'],
    ['  bo   ek ', 'BE'],
    ['Åsa-Lena Ek', 'ÅE'],
    ['Madonna', 'M'],
    ['', ''],
  ])('%j -> %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('statuses', () => {
  it.each([
    ['Open', 'OPEN'],
    ['Delivered', 'DELIVERED'],
    ['Cancelled', 'CANCELLED'],
    ['None', 'NONE'],
    ['Invoiced', 'INVOICED'],
    ['Backorder', 'BACKORDER'],
    ['AWAITING_APPROVAL', 'AWAITING_APPROVAL'],
    ['open', 'NONE'],
    ['Shipped', 'NONE'],
    [null, 'NONE'],
  ])('order %j -> %s', (word, status) => {
    expect(mapOrderStatus(word)).toBe(status);
  });

  it.each([
    ['Completed', 'COMPLETE'],
    ['Open', 'NOT_DONE'],
    ['Partial', 'PARTIAL'],
    ['Cancelled', 'CANCELLED'],
    ['Unknown', 'UNKNOWN'],
    ['constructor', 'UNKNOWN'],
    [undefined, 'UNKNOWN'],
  ])('task %j -> %s', (word, status) => {
    expect(mapTaskStatus(word)).toBe(status);
  });

  it('shows a back order as open in Danish only', () => {
    expect(displayOrderStatus('BACKORDER', 'da')).toBe('OPEN');
    for (const locale of ['en', 'sv', 'no'] as const)
      expect(displayOrderStatus('BACKORDER', locale)).toBe('BACKORDER');
    for (const status of OrderStatus.options.filter((s) => s !== 'BACKORDER')) {
      expect(displayOrderStatus(status, 'da')).toBe(status);
    }
  });

  it('counts an open, a back-ordered and a waiting order as not finished, in both spellings', () => {
    expect(OrderStatus.options.filter(isOpenOrderStatus)).toEqual(['OPEN', 'BACKORDER', 'AWAITING_APPROVAL']);
    expect(OPEN_ORDER_STATUS_WORDS).toEqual(['Open', 'Backorder', 'AWAITING_APPROVAL']);
  });

  it('counts archiving as archived', () => {
    expect(MaterialsState.options.filter(isArchived)).toEqual(['ARCHIVING', 'ARCHIVED']);
  });
});

describe('mapContactPersons', () => {
  it('sorts by priority, drops NONE and picks the phones', () => {
    const mapped = mapContactPersons([
      contact(3, 'LAWYER', { phoneWork: '', phonePrivate: '333' }),
      contact(1, 'NONE', { phoneMobile: '999' }),
      contact(2, 'OWNER', { phoneMobile: '222', phoneWork: '2220', phonePrivate: '2221', email: 'o@x.dk' }),
    ]);
    expect(mapped).toEqual([
      { type: 'OWNER', name: 'OWNER 2', phone: '222', alternativePhone: '2220', email: 'o@x.dk' },
      { type: 'LAWYER', name: 'LAWYER 3', phone: '', alternativePhone: '333', email: '' },
    ]);
  });

  it('gives one empty contact when there are none', () => {
    const empty = { type: null, name: '', phone: '', alternativePhone: '', email: '' };
    expect(mapContactPersons([])).toEqual([empty]);
    expect(mapContactPersons([contact(1, 'NONE')])).toEqual([empty]);
  });

  it('is sorted and never contains NONE', () => {
    const record = fc.record({
      priority: fc.integer({ min: -5, max: 20 }),
      contactType: fc.constantFrom(...ContactPersonRecordType.options),
      name: fc.string(),
      contactInfo: fc.record({
        email: fc.option(fc.string()),
        phoneMobile: fc.option(fc.string()),
        phoneWork: fc.option(fc.string()),
        phonePrivate: fc.option(fc.string()),
      }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), (records) => {
        const named = records.map((r, i) => ({ ...r, name: `${i}` }));
        const mapped = mapContactPersons(named);
        const kept = named.filter((r) => r.contactType !== 'NONE');
        expect(mapped.length).toBe(Math.max(kept.length, 1));
        expect(mapped.some((c) => (c.type as string | null) === 'NONE')).toBe(false);
        if (kept.length === 0) return;
        const priorities = mapped.map((c) => named[Number(c.name)]?.priority ?? Number.NaN);
        expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      }),
    );
  });
});

describe('mapCase', () => {
  const record = CaseRecord.parse({
    id: 'c1',
    reference: 'SAG-2024-17',
    modifiedDate: '2024-05-02T10:00:00Z',
    branchId: 7,
    branchName: 'Aarhus C',
    category: 'CASE',
    address: {
      addressFull: 'Vestergade 12, 2. th, 8000 Aarhus C',
      street: 'Vestergade',
      buildingNumber: '12',
      buildingFloor: '2',
      buildingDoor: null,
      zip: '8000',
      city: 'Aarhus C',
    },
    axCustomerId: 'AX-7',
    ordersInfo: { latestOrderRelatedChangeTimestamp: '2024-05-03T08:00:00Z', orderStatus: 'Backorder' },
    materialInfo: {
      hasMaterials: true,
      materialsState: 'ARCHIVING',
      deliveredProductCategories: ['CASE', 'SHOP'],
    },
    contactPersons: [contact(1, 'REALTOR', { phoneMobile: '111', email: 'r@x.dk' })],
    propertyInfo: { propertyType: 'detachedHouse', registeredArea: 142, basementArea: null, storeys: 2 },
  });

  it('maps every field', () => {
    expect(mapCase(record)).toEqual({
      id: 'c1',
      reference: 'SAG-2024-17',
      updatedAt: '2024-05-02T10:00:00Z',
      department: { id: 7, name: 'Aarhus C' },
      category: 'CASE',
      address: {
        full: 'Vestergade 12, 2. th, 8000 Aarhus C',
        street: 'Vestergade',
        houseNumber: '12',
        floor: '2',
        door: '',
        postNumber: '8000',
        city: 'Aarhus C',
      },
      clientId: 'AX-7',
      deliveryDate: '2024-05-03T08:00:00Z',
      orderStatus: 'BACKORDER',
      materials: {
        hasMaterials: true,
        state: 'ARCHIVING',
        deliveredProductCategories: ['CASE', 'SHOP'],
        archived: true,
      },
      contactPersons: [
        { type: 'REALTOR', name: 'REALTOR 1', phone: '111', alternativePhone: '', email: 'r@x.dk' },
      ],
      property: { propertyType: 'detachedHouse', registeredArea: 142, basementArea: null, storeys: 2 },
    });
  });
});

describe('mapCaseFilters', () => {
  it('drops empty entries', () => {
    expect(
      mapCaseFilters({
        types: ['CASE', null, '', 'SHOP', 'NOT_A_CATEGORY'],
        statuses: ['Open', null, '', 'Delivered'],
        branches: [
          { id: 1, name: 'Aarhus C' },
          { id: null, name: 'Orphan' },
          { id: 2, name: null },
          { id: 3, name: ' ' },
        ],
      }),
    ).toEqual({
      categories: ['CASE', 'SHOP'],
      statuses: ['Open', 'Delivered'],
      branches: [{ id: 1, name: 'Aarhus C' }],
    });
  });

  it('keeps every known status', () => {
    expect(mapCaseFilters({ types: [], statuses: OrderStatusWord.options, branches: [] }).statuses).toEqual(
      OrderStatusWord.options,
    );
  });
});
