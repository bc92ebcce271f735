import type { Locale, ProductGrouping } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  alaCarteQuery,
  blacklistQuery,
  contactPersonTypesQuery,
  END_USER_FEE_ITEM,
  KEY_PICKUP_ITEM,
  packagesQuery,
  productListQuery,
  propertyTypesQuery,
} from '@/features/orders/api/catalogue-api.ts';
import { activeUsersQuery } from '@/features/orders/api/order-api.ts';
import { selectionOf } from '@/features/orders/lib/order-selection.ts';
import type { WizardData } from '@/features/orders/lib/wizard-state.ts';

interface CatalogueInput {
  branchId: number;
  /** The flow's product grouping; nothing is offered before a flow is chosen. */
  grouping: ProductGrouping | undefined;
  locale: Locale;
  /** Every department of the user, for the order-creation blacklist. */
  branchIds: number[];
  data: WizardData;
}

/**
 * What the wizard offers and knows for the chosen department and flow: packages, products, fees, the
 * department's users, the value lists, and the priced selection the user has made so far.
 */
export function useWizardCatalogue({ branchId, grouping, locale, branchIds, data }: CatalogueInput) {
  const packages = useQuery({
    ...packagesQuery(branchId, grouping ?? 'CASE'),
    enabled: grouping !== undefined,
  });
  const alaCarte = useQuery({ ...alaCarteQuery(branchId, grouping), enabled: grouping !== undefined });
  const productList = useQuery(productListQuery(branchId));
  const users = useQuery(activeUsersQuery(branchId));
  const contactTypes = useQuery(contactPersonTypesQuery);
  const propertyTypes = useQuery(propertyTypesQuery(locale));
  const blacklist = useQuery(blacklistQuery(branchIds));
  const blacklisted = blacklist.data?.includes(branchId) ?? false;

  const pkg =
    typeof data.packageId === 'number'
      ? (packages.data?.find((item) => item.id === data.packageId) ?? null)
      : null;
  const fee = productList.data?.find((product) => product.itemNumber === KEY_PICKUP_ITEM) ?? null;
  const endUserFee = productList.data?.find((product) => product.itemNumber === END_USER_FEE_ITEM) ?? null;
  const fees = [data.info.bookingInfo.keyPickup ? fee : null, data.info.endUserInvoicing ? endUserFee : null];
  const selection = selectionOf(pkg, data.options, alaCarte.data ?? [], fees);
  // The area limit comes from the chosen products alone; fees never limit it.
  const maxArea = selectionOf(pkg, data.options, alaCarte.data ?? [], []).maxArea;

  return {
    packages,
    alaCarte,
    users,
    contactTypes,
    propertyTypes,
    blacklisted,
    pkg,
    fee,
    endUserFee,
    selection,
    maxArea,
  };
}
