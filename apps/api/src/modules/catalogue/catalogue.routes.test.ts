import {
  ErrorKey,
  type PackageRecord,
  type ProductRecord,
  PropertyType,
  productDeliveryProblem,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../actor.ts';
import { seedCatalogue } from '../../db/seed-catalogue.ts';
import {
  buildBranch,
  buildOffices,
  buildPackage,
  buildProduct,
  buildUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import * as service from './catalogue.service.ts';
import { orderCreationBlacklist } from './catalogue.table.ts';
import { findOrderCatalogue } from './order-catalogue.service.ts';

/** What a product delivers, out of its record. */
const pickDelivery = ({
  deliveryKinds,
  deliveredMaterialTypes,
  tags,
  caseCategory,
  cloudScannerLinkTypes,
}: ProductRecord) => ({
  deliveryKinds,
  deliveredMaterialTypes,
  tags,
  caseCategory,
  cloudScannerLinkTypes,
});

describe('catalogue routes', async () => {
  const { app, db, deps } = await createTestApp();
  /** What the orders module reads of a department's catalogue for one order. */
  const orderCatalogueOf = async (
    branchId: number,
    wanted: Partial<Parameters<typeof findOrderCatalogue>[2]> = {},
  ) => {
    const catalogue = await findOrderCatalogue(deps, branchId, {
      packageIds: [],
      productIds: [],
      fees: [],
      ...wanted,
    });
    if (!catalogue) throw new Error('no such department');
    return catalogue;
  };
  const { roles, officeA, officeB, agentA, adminB } = await buildOffices(db);
  const agentACookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);

  const photoTasks = ['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES'];
  const drone = await buildProduct(db, {
    branchId: officeA.id,
    name: 'Dronefoto',
    price: '1195.50',
    taskCategories: ['ARIAL'],
    showAlert: true,
    sortOrder: 1,
  });
  const photo10 = await buildProduct(db, {
    branchId: officeA.id,
    name: 'Fotografering 10 billeder',
    price: '1295',
    maxKvmSize: 150,
    taskCategories: photoTasks,
    sortOrder: 2,
  });
  const photo15 = await buildProduct(db, { branchId: officeA.id, price: '1595', sortOrder: 3 });
  const photo20 = await buildProduct(db, { branchId: officeA.id, price: '1895', sortOrder: 4 });
  const floor3d = await buildProduct(db, { branchId: officeA.id, price: '1495', sortOrder: 5 });
  const floor2d = await buildProduct(db, { branchId: officeA.id, price: '895', sortOrder: 6 });
  const staging = await buildProduct(db, {
    branchId: officeA.id,
    price: '395',
    maxOrderAmount: 10,
    taskCategories: ['VIRTUAL_STAGING'],
    sortOrder: 7,
  });
  const extraVisit = await buildProduct(db, {
    branchId: officeA.id,
    price: '995',
    separateOnly: true,
    sortOrder: 8,
  });
  // Cheaper than every other option, but withdrawn: it must not count anywhere.
  const withdrawn = await buildProduct(db, {
    branchId: officeA.id,
    price: '10',
    active: false,
    sortOrder: 0,
  });
  const keyPickup = await buildProduct(db, {
    branchId: officeA.id,
    itemNumber: 'KEY-PICKUP',
    price: '295',
    grouping: 'NONE',
    alaCarte: false,
    sortOrder: 90,
  });
  const portrait = await buildProduct(db, {
    branchId: officeA.id,
    price: '1495',
    grouping: 'PORTRAIT',
    sortOrder: 20,
  });
  const productOfB = await buildProduct(db, { branchId: officeB.id, price: '2190' });

  const basis = await buildPackage(
    db,
    { branchId: officeA.id, name: 'Basis 10 billeder', basePrice: '1295', sortOrder: 1 },
    { products: [{ productId: photo10.id }] },
  );
  const complete = await buildPackage(
    db,
    { branchId: officeA.id, name: 'Komplet', basePrice: '3495', sortOrder: 2, config: { highlight: true } },
    {
      products: [{ productId: drone.id, quantity: 2 }, { productId: withdrawn.id }],
      choices: [
        {
          group: 'Antal billeder',
          options: [{ productId: photo15.id }, { productId: photo20.id }, { productId: withdrawn.id }],
        },
        {
          group: 'Plantegning',
          options: [{ productId: floor3d.id }, { productId: floor2d.id }, { optionPackageId: basis.id }],
        },
        { group: 'Nothing left', options: [{ productId: withdrawn.id }] },
      ],
    },
  );
  const portraitPackage = await buildPackage(
    db,
    { branchId: officeA.id, grouping: 'PORTRAIT', basePrice: '1495', sortOrder: 0 },
    { products: [{ productId: portrait.id, quantity: 3 }] },
  );
  const withdrawnPackage = await buildPackage(db, { branchId: officeA.id, active: false, sortOrder: 3 });
  const packageOfB = await buildPackage(
    db,
    { branchId: officeB.id },
    { products: [{ productId: productOfB.id }] },
  );

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(cookie ? portalHeaders(cookie) : {}), ...headers } });

  const getOk = async <T>(url: string, cookie = agentACookie, headers: Record<string, string> = {}) => {
    const response = await get(url, cookie, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  describe.each([
    ['packages', 'packages'],
    ['products/alacarte', 'products/alacarte'],
    ['products/list', 'products/list'],
  ])('GET /api/branches/:id/%s', (_name, path) => {
    it('answers 401 without a session', async () => {
      const response = await get(`/api/branches/${officeA.id}/${path}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(ErrorKey.unauthorized);
    });

    it('answers 403 for another department, and for one that does not exist', async () => {
      for (const id of [officeB.id, 999_999]) {
        const response = await get(`/api/branches/${id}/${path}`, agentACookie);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe(ErrorKey.forbidden);
      }
    });

    it('answers 400 for a department id that is not a number', async () => {
      const response = await get(`/api/branches/abc/${path}`, agentACookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ErrorKey.badRequest);
    });

    it('gives the other department only its own catalogue, in its currency', async () => {
      const items = await getOk<{ id: number; currency: string }[]>(
        `/api/branches/${officeB.id}/${path}`,
        adminBCookie,
      );
      expect(ids(items)).toEqual([path === 'packages' ? packageOfB.id : productOfB.id]);
      expect(items[0]?.currency).toBe('NOK');
    });
  });

  describe('GET /api/branches/:id/packages', () => {
    it('answers 400 for a grouping that is not a product grouping', async () => {
      const response = await get(`/api/branches/${officeA.id}/packages?grouping=VIDEO`, agentACookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('grouping');
    });

    it('lists the active packages of the flow in catalogue order, totals with the cheapest choices', async () => {
      const packages = await getOk<PackageRecord[]>(`/api/branches/${officeA.id}/packages?grouping=CASE`);
      expect(ids(packages)).toEqual([basis.id, complete.id]);
      const [first, second] = packages as [PackageRecord, PackageRecord];
      expect(first).toMatchObject({
        name: 'Basis 10 billeder',
        basePrice: 1295,
        totalPrice: 1295,
        choices: [],
      });
      expect(first.products).toEqual([
        expect.objectContaining({
          id: photo10.id,
          price: 1295,
          quantity: 1,
          maxKvmSize: 150,
          tasks: photoTasks,
        }),
      ]);
      // 3495 + the cheapest image option (1595) + the cheapest floor plan (895); withdrawn options never count.
      expect(second).toMatchObject({
        basePrice: 3495,
        totalPrice: 5985,
        currency: 'DKK',
        type: 'GENERIC',
        grouping: 'CASE',
        config: { highlight: true },
      });
      expect(second.products.map((item) => [item.id, item.quantity, item.price])).toEqual([
        [drone.id, 2, 1195.5],
      ]);
      expect(second.choices.map((choice) => [choice.group, choice.minPrice])).toEqual([
        ['Antal billeder', 1595],
        ['Plantegning', 895],
      ]);
      expect(ids(second.choices[0]?.products ?? [])).toEqual([photo15.id, photo20.id]);
      expect(ids(second.choices[1]?.products ?? [])).toEqual([floor3d.id, floor2d.id]);
      expect(second.choices[1]?.packages).toEqual([{ id: basis.id, name: 'Basis 10 billeder', price: 1295 }]);
    });

    it('lists every flow without a grouping, never a withdrawn package', async () => {
      const packages = await getOk<PackageRecord[]>(`/api/branches/${officeA.id}/packages`);
      expect(ids(packages)).toEqual([portraitPackage.id, basis.id, complete.id]);
      expect(ids(packages)).not.toContain(withdrawnPackage.id);
      expect(packages[0]?.products).toEqual([expect.objectContaining({ id: portrait.id, quantity: 3 })]);
    });
  });

  describe('GET /api/branches/:id/products/alacarte', () => {
    it('answers 400 for a grouping that is not a product grouping', async () => {
      const response = await get(`/api/branches/${officeA.id}/products/alacarte?grouping=case`, agentACookie);
      expect(response.statusCode).toBe(400);
    });

    it('lists the active a la carte products of the flow, without fees', async () => {
      const products = await getOk<ProductRecord[]>(
        `/api/branches/${officeA.id}/products/alacarte?grouping=CASE`,
      );
      expect(ids(products)).toEqual([
        drone.id,
        photo10.id,
        photo15.id,
        photo20.id,
        floor3d.id,
        floor2d.id,
        staging.id,
        extraVisit.id,
      ]);
      expect(products[0]).toEqual({
        id: drone.id,
        name: 'Dronefoto',
        description: '',
        thumbnail: null,
        price: 1195.5,
        currency: 'DKK',
        quantity: 1,
        unit: 'pcs',
        grouping: 'CASE',
        maxOrderAmount: null,
        maxKvmSize: null,
        tasks: ['ARIAL'],
        showAlert: true,
        itemNumber: drone.itemNumber,
        config: null,
        variant: null,
        separateOnly: false,
        deliveredMaterialTypes: [],
        tags: [],
        caseCategory: 'CASE',
        deliveryKinds: [],
        cloudScannerLinkTypes: [],
      });
      expect(products.find((item) => item.id === staging.id)?.maxOrderAmount).toBe(10);
      expect(products.find((item) => item.id === extraVisit.id)?.separateOnly).toBe(true);
    });

    it('lists every flow without a grouping, still without fees and withdrawn products', async () => {
      const products = await getOk<ProductRecord[]>(`/api/branches/${officeA.id}/products/alacarte`);
      expect(ids(products)).toContain(portrait.id);
      expect(ids(products)).not.toContain(keyPickup.id);
      expect(ids(products)).not.toContain(withdrawn.id);
    });
  });

  describe('GET /api/branches/:id/products/list', () => {
    it('lists every active product of the department, fees included', async () => {
      const products = await getOk<ProductRecord[]>(`/api/branches/${officeA.id}/products/list`);
      expect(ids(products)).toEqual([
        drone.id,
        photo10.id,
        photo15.id,
        photo20.id,
        floor3d.id,
        floor2d.id,
        staging.id,
        extraVisit.id,
        portrait.id,
        keyPickup.id,
      ]);
      expect(products.at(-1)).toMatchObject({ itemNumber: 'KEY-PICKUP', grouping: 'NONE', price: 295 });
    });
  });

  describe('GET /api/property-types', () => {
    type Option = { key: string; label: string };

    it('answers 401 without a session', async () => {
      expect((await get('/api/property-types')).statusCode).toBe(401);
    });

    it.each([
      ['da-DK,da;q=0.9,en;q=0.8', 'da', 'Parcelhus'],
      ['sv', 'sv', 'Fristående hus'],
      ['nb-NO', 'nb', 'Enebolig'],
      ['nn', 'nb', 'Enebolig'],
      ['fr-FR, sv;q=0.5', 'sv', 'Fristående hus'],
      ['en;q=0.2, da;q=0.7', 'da', 'Parcelhus'],
      ['fr', 'en', 'Detached house'],
    ])('labels every type in the language of %s, sorted by label', async (header, collation, detached) => {
      const options = await getOk<Option[]>('/api/property-types', agentACookie, {
        'accept-language': header,
      });
      expect(options).toHaveLength(PropertyType.options.length);
      expect(options.find((option) => option.key === 'detachedHouse')?.label).toBe(detached);
      const labels = options.map((option) => option.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(collation).compare));
    });

    it('answers in English without an Accept-Language header', async () => {
      const options = await getOk<Option[]>('/api/property-types');
      expect(options.find((option) => option.key === 'flat')?.label).toBe('Flat');
    });
  });

  describe('GET /api/orders/contact-person-types', () => {
    it('answers 401 without a session', async () => {
      expect((await get('/api/orders/contact-person-types')).statusCode).toBe(401);
    });

    it('lists the contact person types', async () => {
      expect(await getOk('/api/orders/contact-person-types')).toEqual([
        'REALTOR',
        'LAWYER',
        'OWNER',
        'OTHER',
        'TENANT',
      ]);
    });
  });

  describe('POST /api/branch/ordercreationblacklistings', async () => {
    const officeC = await buildBranch(db, { name: 'Office C' });
    const officeD = await buildBranch(db, { name: 'Office D' });
    const threeOffices = await buildUser(db, [
      { branchId: officeA.id, roleId: roles.regular.id },
      { branchId: officeC.id, roleId: roles.regular.id },
      { branchId: officeD.id, roleId: roles.regular.id },
    ]);
    const cookie = await signIn(app, threeOffices.email);
    await db
      .insert(orderCreationBlacklist)
      .values([
        { branchId: officeB.id, reason: 'Account on hold' },
        { branchId: officeC.id, reason: 'Account on hold' },
        { branchId: officeD.id },
      ]);
    const post = (payload: unknown, session: string | null = cookie) =>
      app.inject({
        method: 'POST',
        url: '/api/branch/ordercreationblacklistings',
        headers: session ? portalHeaders(session) : csrfHeader,
        payload: payload as object,
      });

    it('answers 401 without a session', async () => {
      expect((await post([officeA.id], null)).statusCode).toBe(401);
    });

    it.each([
      ['an object', { branchIds: [1] }],
      ['strings', ['abc']],
      ['fractions', [1.5]],
      ['too many ids', Array.from({ length: 501 }, (_, index) => index + 1)],
    ])('answers 400 for %s', async (_name, payload) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ErrorKey.badRequest);
    });

    it('answers with the asked departments that are blacklisted', async () => {
      const response = await post([officeD.id, officeA.id, officeC.id, officeC.id]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([officeC.id, officeD.id]);
      expect((await post([officeA.id])).json()).toEqual([]);
      expect((await post([])).json()).toEqual([]);
    });

    it("never reports a department outside the user's access", async () => {
      expect((await post([officeB.id, 999_999])).json()).toEqual([]);
      expect((await post([officeB.id], adminBCookie)).json()).toEqual([officeB.id]);
    });

    it('tells the orders module whether a department is blacklisted', async () => {
      expect((await orderCatalogueOf(officeC.id)).blacklisted).toBe(true);
      expect((await orderCatalogueOf(officeA.id)).blacklisted).toBe(false);
    });
  });

  describe('what the orders module may order', () => {
    const notAvailable = { code: ErrorKey.productNotAvailable, statusCode: 400 };

    it('finds the active a la carte products of the department, in the order asked', async () => {
      const found = await service.findOrderableProducts(deps, officeA.id, [staging.id, drone.id, staging.id]);
      expect(found.map((item) => [item.id, item.price, item.currency])).toEqual([
        [staging.id, 395, 'DKK'],
        [drone.id, 1195.5, 'DKK'],
      ]);
      expect(await service.findOrderableProducts(deps, officeA.id, [])).toEqual([]);
    });

    it.each([
      ['withdrawn', () => withdrawn.id],
      ['a fee', () => keyPickup.id],
      ["another department's", () => productOfB.id],
      ['unknown', () => 999_999],
    ])('refuses a product that is %s', async (_name, id) => {
      await expect(service.findOrderableProducts(deps, officeA.id, [drone.id, id()])).rejects.toMatchObject(
        notAvailable,
      );
    });

    it('finds a package with its products and choices', async () => {
      const { packages } = await orderCatalogueOf(officeA.id, { packageIds: [complete.id] });
      const found = packages.get(complete.id);
      expect(found).toMatchObject({ id: complete.id, totalPrice: 5985, currency: 'DKK' });
      expect(found?.choices).toHaveLength(2);
    });

    it('leaves out a withdrawn package and one of another department', async () => {
      const { packages } = await orderCatalogueOf(officeA.id, {
        packageIds: [complete.id, withdrawnPackage.id, packageOfB.id],
      });
      expect([...packages.keys()]).toEqual([complete.id]);
    });

    it('finds the active a la carte products asked, and no fee among them', async () => {
      const { products } = await orderCatalogueOf(officeA.id, {
        productIds: [staging.id, withdrawn.id, keyPickup.id, productOfB.id, 999_999],
      });
      expect([...products.values()].map((item) => [item.id, item.price])).toEqual([[staging.id, 395]]);
    });

    it('finds the fee products the order flow adds', async () => {
      const { fees } = await orderCatalogueOf(officeA.id, {
        fees: [service.FeeItem.keyPickup, service.FeeItem.endUserFee],
      });
      expect(fees.get(service.FeeItem.keyPickup)).toMatchObject({ id: keyPickup.id, price: 295 });
      expect(fees.has(service.FeeItem.endUserFee)).toBe(false);
    });

    it('accepts known property types and refuses others', () => {
      expect(() => service.assertPropertyTypeKnown('villa')).not.toThrow();
      expect(() => service.assertPropertyTypeKnown('castle')).toThrow(
        expect.objectContaining({ code: ErrorKey.unknownPropertyType, statusCode: 400 }),
      );
    });
  });

  describe('seedCatalogue', async () => {
    const countries = [
      { countryCode: 'DK', locale: 'da-DK', currency: 'DKK', basis: 'Basis 10 billeder' },
      { countryCode: 'SE', locale: 'sv-SE', currency: 'SEK', basis: 'Bas 10 bilder' },
      { countryCode: 'NO', locale: 'nb-NO', currency: 'NOK', basis: 'Basis 10 bilder' },
    ];
    const seeded = await Promise.all(
      countries.map(({ countryCode, locale, currency }) =>
        buildBranch(db, { countryCode, locale, currency }),
      ),
    );
    await seedCatalogue(db, seeded);
    const user = await buildUser(
      db,
      seeded.map((branch) => ({ branchId: branch.id, roleId: roles.regular.id })),
    );
    const cookie = await signIn(app, user.email);
    const expectedTasks = [
      'UPLOAD_IMAGES',
      'UPLOAD_VIDEOS',
      'VIDIBILI_COMMENT',
      'ARIAL',
      'VIRTUAL_STAGING',
      'VIRTUAL_STAGING_REMOVE_OBJECTS',
      'VIRTUAL_STAGING_INDOOR_RENOVATION',
      'VIRTUAL_STAGING_OUTDOOR_RENOVATION',
      'VIRTUAL_STAGING_720',
      'VIRTUAL_STAGING_COMMERCIAL',
      'COPYWRITE_TEXTS',
      'TEXT-STYLE',
      'AI_TEXT_INPUT',
      'COMBINE_IMAGES',
      'BEFORE_AFTER',
      'SOCIAL_MEDIA',
      'SOCIAL_MEDIA_SLIDESHOW',
      'IMAGE_SELECTOR',
    ];

    it.each(countries.map((country, index) => [country.countryCode, index] as const))(
      'gives the %s department a full catalogue in its language and currency',
      async (_code, index) => {
        const branch = seeded[index] as (typeof seeded)[number];
        const { currency, basis } = countries[index] as (typeof countries)[number];
        const base = `/api/branches/${branch.id}`;
        for (const grouping of ['CASE', 'PORTRAIT', 'SHOP']) {
          const packages = await getOk<PackageRecord[]>(`${base}/packages?grouping=${grouping}`, cookie);
          expect(packages.length, grouping).toBeGreaterThan(0);
          for (const item of packages) {
            expect(item.currency).toBe(currency);
            expect(item.products.length).toBeGreaterThan(0);
          }
        }
        const packages = await getOk<PackageRecord[]>(`${base}/packages`, cookie);
        expect(packages[0]?.name).toBe(basis);
        expect(new Set(packages.map((item) => item.type))).toEqual(
          new Set(['GENERIC', 'SINGLE', 'ADDITIONAL']),
        );
        const withChoices = packages.find((item) => item.choices.length > 0);
        expect(withChoices?.totalPrice).toBe(
          (withChoices?.basePrice ?? 0) +
            (withChoices?.choices ?? []).reduce((sum, c) => sum + (c.minPrice ?? 0), 0),
        );
        expect(withChoices?.choices[0]?.products.length).toBeGreaterThan(1);

        const alaCarte = await getOk<ProductRecord[]>(`${base}/products/alacarte`, cookie);
        const tasks = new Set(alaCarte.flatMap((item) => item.tasks));
        for (const task of expectedTasks) expect(tasks, task).toContain(task);
        expect(alaCarte.some((item) => item.separateOnly)).toBe(true);
        expect(alaCarte.some((item) => item.showAlert)).toBe(true);
        expect(alaCarte.find((item) => item.tasks.includes('VIRTUAL_STAGING'))?.maxOrderAmount).toBe(10);
        const photoAreas = alaCarte
          .filter((item) => item.itemNumber.startsWith('PHOTO-'))
          .map((p) => p.maxKvmSize);
        expect(photoAreas).toEqual(expect.arrayContaining([150, 250, null]));

        const all = await getOk<ProductRecord[]>(`${base}/products/list`, cookie);
        const itemNumbers = all.map((item) => item.itemNumber);
        expect(new Set(itemNumbers).size).toBe(itemNumbers.length);
        expect(all.find((item) => item.itemNumber === 'KEY-PICKUP')?.grouping).toBe('NONE');
        expect(all.find((item) => item.itemNumber === 'END-USER-FEE')?.grouping).toBe('ENDUSERFEE');
        expect(alaCarte.map((item) => item.itemNumber)).not.toContain('KEY-PICKUP');
        expect(alaCarte.map((item) => item.itemNumber)).not.toContain('END-USER-FEE');
        expect(all.every((item) => item.currency === currency && (item.price ?? 0) > 0)).toBe(true);

        // Every product says what it delivers, and the ways and types fit together.
        for (const item of all) expect(productDeliveryProblem(item), item.itemNumber).toBeNull();
        const delivers = (itemNumber: string) => {
          const item = all.find((product) => product.itemNumber === itemNumber);
          return item && pickDelivery(item);
        };
        expect(delivers('PHOTO-20')).toEqual({
          deliveryKinds: ['files'],
          deliveredMaterialTypes: ['Picture'],
          tags: [],
          caseCategory: 'CASE',
          cloudScannerLinkTypes: [],
        });
        expect(delivers('FLOORPLAN-2D')).toMatchObject({ deliveredMaterialTypes: ['Floorplan'] });
        expect(delivers('MATTERPORT')).toMatchObject({
          deliveryKinds: ['links'],
          deliveredMaterialTypes: ['Matterport'],
          tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
          caseCategory: 'MATTERPORT',
        });
        expect(delivers('PANO-720')).toMatchObject({
          deliveredMaterialTypes: ['PanoramasJpeg', 'PanoramasHtml5'],
          tags: ['PANORAMA_720'],
        });
        expect(delivers('BEFORE-AFTER')).toMatchObject({
          deliveredMaterialTypes: ['BeforeAfterPictures'],
          tags: ['BEFORE_AFTER_SLIDER'],
          caseCategory: 'BEFORE_AFTER',
        });
        expect(delivers('SOME-FILM')).toMatchObject({
          deliveryKinds: ['files', 'links'],
          deliveredMaterialTypes: ['Video'],
          tags: ['SOME_FEED', 'SOME_STORY', 'VIDEO'],
        });
        expect(delivers('SOME-SLIDESHOW')).toMatchObject({ deliveredMaterialTypes: ['SlideShow'] });
        expect(delivers('COPY')).toMatchObject({
          deliveryKinds: ['texts'],
          deliveredMaterialTypes: ['CopywriteTexts'],
        });
        expect(delivers('PORTRAIT-GROUP')).toMatchObject({ caseCategory: 'GROUP' });
        expect(delivers('KEY-PICKUP')).toMatchObject({ deliveryKinds: [], deliveredMaterialTypes: [] });
      },
    );

    it('prices each country in its own currency at its own level', async () => {
      const prices = await Promise.all(
        seeded.map(async (branch) => {
          const [basis] = await getOk<PackageRecord[]>(`/api/branches/${branch.id}/packages`, cookie);
          return basis?.basePrice;
        }),
      );
      expect(prices).toEqual([1295, 1995, 2190]);
    });
  });

  describe('without the HTTP route', () => {
    // The services check access themselves, so a job or another module calling them directly is held to the
    // same rule as the route.
    const agentAActor: Actor = {
      userId: agentA.id,
      actingUserId: agentA.id,
      impersonating: false,
      sessionId: 'no-session',
      access: new Map([[officeA.id, false]]),
      branchPermissions: new Map([[officeA.id, new Set(['orders.create'] as const)]]),
      permissions: new Set(),
      seesPrices: true,
      ip: '127.0.0.1',
      logger: deps.logger,
    };

    it("a module or job listing another department's catalogue through the service is refused too", async () => {
      const lists = [
        () => service.listPackages(deps, agentAActor, officeB.id),
        () => service.listAlaCarteProducts(deps, agentAActor, officeB.id),
        () => service.listProducts(deps, agentAActor, officeB.id),
      ];
      for (const list of lists) {
        await expect(list()).rejects.toMatchObject({ code: ErrorKey.forbidden, statusCode: 403 });
      }
      expect((await service.listProducts(deps, agentAActor, officeA.id)).length).toBeGreaterThan(0);
    });
  });
});
