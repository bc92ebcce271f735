import { ProductGrouping } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** The product categories (the order flow that offers a product) as the console's selects offer them. */
export const groupingOptions = (t: TFunction) =>
  ProductGrouping.options.map((value) => ({ value, label: t(`providerCatalogue.groupings.${value}`) }));

/** A department as a select shows it: its name and country. */
export const departmentLabel = (department: { name: string; countryCode: string }) =>
  `${department.name} (${department.countryCode})`;
