import { PropertyList } from '@/features/properties/components/property-list.tsx';

/** docs/product.md "Properties": the departments' properties for sale. */
export function PropertyListPage() {
  return <PropertyList />;
}
