import type { PackageType, ProductGrouping } from '@portal/contracts';
import type { branches } from '../modules/branches/branches.table.ts';
import {
  packageChoiceOptions,
  packageChoices,
  packageProducts,
  packages,
  products,
} from '../modules/catalogue/catalogue.table.ts';
import type { Db } from './client.ts';
import {
  CATALOGUE_PRODUCTS,
  COUNTRIES,
  type Country,
  type Prices,
  type Text,
} from './seed-catalogue-items.ts';

type BranchRow = typeof branches.$inferSelect;

interface CataloguePackage {
  item: string;
  type: PackageType;
  grouping: ProductGrouping;
  prices: Prices;
  /** Product item number -> quantity included. */
  contents: Record<string, number>;
  /** Pick one product of each choice; its price comes on top of the base price. */
  choices?: { group: Record<Country, string>; options: string[] }[];
  DK: Text;
  SE: Text;
  NO: Text;
}

const UNIT: Record<Country, string> = { DK: 'stk.', SE: 'st.', NO: 'stk.' };

const CATALOGUE_PACKAGES: CataloguePackage[] = [
  {
    item: 'PKG-BASIS',
    type: 'GENERIC',
    grouping: 'CASE',
    prices: [1295, 1995, 2190],
    contents: { 'PHOTO-10': 1 },
    DK: ['Basis 10 billeder', 'Til lejligheder og mindre boliger op til 150 m².'],
    SE: ['Bas 10 bilder', 'För lägenheter och mindre bostäder upp till 150 m².'],
    NO: ['Basis 10 bilder', 'For leiligheter og mindre boliger opptil 150 m².'],
  },
  {
    item: 'PKG-STANDARD',
    type: 'GENERIC',
    grouping: 'CASE',
    prices: [2495, 3695, 3890],
    contents: { 'PHOTO-20': 1, 'FLOORPLAN-2D': 1 },
    DK: ['Standard 20 billeder + plantegning', 'Vores mest valgte pakke, til boliger op til 250 m².'],
    SE: ['Standard 20 bilder + planritning', 'Vårt populäraste paket, för bostäder upp till 250 m².'],
    NO: ['Standard 20 bilder + plantegning', 'Vår mest valgte pakke, for boliger opptil 250 m².'],
  },
  {
    item: 'PKG-PREMIUM',
    type: 'GENERIC',
    grouping: 'CASE',
    prices: [4495, 6595, 6890],
    contents: { 'PHOTO-30': 1, DRONE: 1, 'FLOORPLAN-2D': 1 },
    DK: ['Premium 30 billeder + drone + plantegning', 'Til større boliger og villaer, med luftfotos.'],
    SE: ['Premium 30 bilder + drönare + planritning', 'För större bostäder och villor, med flygbilder.'],
    NO: ['Premium 30 bilder + drone + plantegning', 'For større boliger og eneboliger, med luftfoto.'],
  },
  {
    item: 'PKG-COMPLETE',
    type: 'GENERIC',
    grouping: 'CASE',
    prices: [3495, 5195, 5390],
    contents: { VIDEO: 1, COPY: 1 },
    choices: [
      {
        group: { DK: 'Antal billeder', SE: 'Antal bilder', NO: 'Antall bilder' },
        options: ['PHOTO-15', 'PHOTO-20', 'PHOTO-25'],
      },
      {
        group: { DK: 'Plantegning', SE: 'Planritning', NO: 'Plantegning' },
        options: ['FLOORPLAN-2D', 'FLOORPLAN-3D'],
      },
    ],
    DK: [
      'Komplet med video og tekst',
      'Video og boligtekst, med det antal billeder og den plantegning, du vælger.',
    ],
    SE: [
      'Komplett med film och text',
      'Film och objektbeskrivning, med antal bilder och planritning som du väljer.',
    ],
    NO: ['Komplett med video og tekst', 'Video og boligtekst, med antall bilder og plantegning du velger.'],
  },
  {
    item: 'PKG-FLOORPLAN',
    type: 'SINGLE',
    grouping: 'CASE',
    prices: [895, 1295, 1390],
    contents: { 'FLOORPLAN-2D': 1 },
    DK: ['Kun plantegning', 'Plantegning 2D uden fotografering.'],
    SE: ['Endast planritning', 'Planritning 2D utan fotografering.'],
    NO: ['Kun plantegning', 'Plantegning 2D uten fotografering.'],
  },
  {
    item: 'PKG-SOME',
    type: 'ADDITIONAL',
    grouping: 'CASE',
    prices: [1895, 2795, 2990],
    contents: { 'SOME-FILM': 1, 'SOME-SLIDESHOW': 1 },
    DK: ['Tilvalg: SoMe-pakke', 'SoMe-film og slideshow lavet af billederne fra fotograferingen.'],
    SE: ['Tillval: sociala medier', 'Film och bildspel för sociala medier av bilderna från fotograferingen.'],
    NO: ['Tillegg: SoMe-pakke', 'SoMe-film og bildeserie laget av bildene fra fotograferingen.'],
  },
  {
    item: 'PKG-PORTRAIT',
    type: 'GENERIC',
    grouping: 'PORTRAIT',
    prices: [1495, 2195, 2290],
    contents: { PORTRAIT: 1 },
    DK: ['Portræt 1 person', 'Portræt af én medarbejder, 3 redigerede billeder.'],
    SE: ['Porträtt 1 person', 'Porträtt av en medarbetare, 3 redigerade bilder.'],
    NO: ['Portrett 1 person', 'Portrett av én medarbeider, 3 redigerte bilder.'],
  },
  {
    item: 'PKG-PORTRAIT-OFFICE',
    type: 'GENERIC',
    grouping: 'PORTRAIT',
    prices: [6995, 9995, 10490],
    contents: { PORTRAIT: 6, 'PORTRAIT-GROUP': 1 },
    DK: ['Kontorportræt op til 6 personer', 'Portrætter af op til 6 medarbejdere og et gruppebillede.'],
    SE: ['Kontorsporträtt upp till 6 personer', 'Porträtt av upp till 6 medarbetare och en gruppbild.'],
    NO: ['Kontorportrett opptil 6 personer', 'Portretter av opptil 6 medarbeidere og et gruppebilde.'],
  },
  {
    item: 'PKG-SHOP-BASIS',
    type: 'GENERIC',
    grouping: 'SHOP',
    prices: [2495, 3695, 3890],
    contents: { 'SHOP-15': 1 },
    DK: ['Butik Basis 15 billeder', 'Facade, indretning og varer til web og sociale medier.'],
    SE: ['Butik Bas 15 bilder', 'Fasad, inredning och varor för webb och sociala medier.'],
    NO: ['Butikk Basis 15 bilder', 'Fasade, innredning og varer til nett og sosiale medier.'],
  },
  {
    item: 'PKG-SHOP-PLUS',
    type: 'GENERIC',
    grouping: 'SHOP',
    prices: [6495, 9495, 9890],
    contents: { 'SHOP-30': 1, 'SHOP-VIDEO': 1 },
    DK: [
      'Butik Plus 30 billeder + video',
      'Billeder og film af butikken til web, kampagner og sociale medier.',
    ],
    SE: ['Butik Plus 30 bilder + film', 'Bilder och film av butiken för webb, kampanjer och sociala medier.'],
    NO: [
      'Butikk Plus 30 bilder + video',
      'Bilder og film av butikken til nett, kampanjer og sosiale medier.',
    ],
  },
];

const countryOf = (code: string): Country =>
  (COUNTRIES as readonly string[]).includes(code) ? (code as Country) : 'DK';

/** Gives every department the provider's catalogue, in the department's language and currency. */
export async function seedCatalogue(db: Db, branchRows: BranchRow[]) {
  for (const branch of branchRows) {
    const country = countryOf(branch.countryCode);
    const at = COUNTRIES.indexOf(country);
    const priceOf = (prices: Prices) => prices[at] as number;
    await db.transaction(async (tx) => {
      const productRows = await tx
        .insert(products)
        .values(
          CATALOGUE_PRODUCTS.map((product, index) => ({
            branchId: branch.id,
            itemNumber: product.item,
            name: product[country][0],
            description: product[country][1],
            price: String(priceOf(product.prices)),
            unit: UNIT[country],
            grouping: product.grouping ?? 'CASE',
            taskCategories: product.tasks,
            ...product.delivers,
            // A portrait is the person's, for their time at the office; the rest markets the sale.
            rightsLicence: product.grouping === 'PORTRAIT' ? 'PERSON_AT_OFFICE' : 'SALE_MARKETING',
            rightsValidMonths: product.rightsValidMonths ?? null,
            sortOrder: (index + 1) * 10,
            ...product.extra,
          })),
        )
        .returning({ id: products.id, itemNumber: products.itemNumber });
      const productIds = new Map(productRows.map((row) => [row.itemNumber, row.id]));
      const productPrices = new Map(
        CATALOGUE_PRODUCTS.map((product) => [product.item, priceOf(product.prices)]),
      );
      const idOf = (item: string) => {
        const id = productIds.get(item);
        if (id === undefined) throw new Error(`the demo catalogue has no product ${item}`);
        return id;
      };

      const packageRows = await tx
        .insert(packages)
        .values(
          CATALOGUE_PACKAGES.map((item, index) => ({
            branchId: branch.id,
            itemNumber: item.item,
            name: item[country][0],
            description: item[country][1],
            type: item.type,
            grouping: item.grouping,
            basePrice: String(priceOf(item.prices)),
            sortOrder: (index + 1) * 10,
          })),
        )
        .returning({ id: packages.id, itemNumber: packages.itemNumber });
      const packageIds = new Map(packageRows.map((row) => [row.itemNumber, row.id]));

      for (const item of CATALOGUE_PACKAGES) {
        const packageId = packageIds.get(item.item) as number;
        await tx.insert(packageProducts).values(
          Object.entries(item.contents).map(([product, quantity]) => ({
            packageId,
            productId: idOf(product),
            quantity,
          })),
        );
        for (const [sortOrder, choice] of (item.choices ?? []).entries()) {
          const minPrice = Math.min(...choice.options.map((option) => productPrices.get(option) ?? 0));
          const [row] = await tx
            .insert(packageChoices)
            .values({ packageId, group: choice.group[country], minPrice: String(minPrice), sortOrder })
            .returning({ id: packageChoices.id });
          if (!row) throw new Error('package choice was not created');
          await tx
            .insert(packageChoiceOptions)
            .values(choice.options.map((option) => ({ choiceId: row.id, productId: idOf(option) })));
        }
      }
    });
  }
}
