import type { WhitelabelRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { whitelabelQuery } from '../api/branding-api.ts';
import { type BrandColours, brandColours, brandTheme } from '../lib/brand-theme.ts';
import { useChosenDepartment } from '../lib/chosen-department.ts';

interface DepartmentLook {
  /** The department the portal is shown for, with its branding; undefined while it loads. */
  department: WhitelabelRecord | undefined;
  colours: BrandColours;
  choose: (branchId: number) => void;
}

const DepartmentLookContext = createContext<DepartmentLook | null>(null);

/** The look of the signed-in pages; only inside `BrandedPages`. */
export function useDepartmentLook(): DepartmentLook {
  const look = useContext(DepartmentLookContext);
  if (!look) throw new Error('useDepartmentLook is used outside BrandedPages');
  return look;
}

const FAVICON_SELECTOR = 'link[rel="icon"]';

/** Shows the department's favicon while its pages are open, and the portal's own again afterwards. */
function useFavicon(href: string | null) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>(FAVICON_SELECTOR);
    if (!link || !href) return;
    const own = link.href;
    link.href = href;
    return () => {
      link.href = own;
    };
  }, [href]);
}

const COLOUR_PROPERTIES: [string, keyof BrandColours][] = [
  ['--portal-brand', 'brand'],
  ['--portal-primary', 'primary'],
  ['--portal-on-primary', 'onPrimary'],
  ['--portal-background', 'background'],
];

/** The colours for the portal's own styles (global.css), on the root so dialogs and drawers get them too. */
function useColourProperties(colours: BrandColours) {
  useEffect(() => {
    const { style } = document.documentElement;
    for (const [property, colour] of COLOUR_PROPERTIES) style.setProperty(property, colours[colour]);
    return () => {
      for (const [property] of COLOUR_PROPERTIES) style.removeProperty(property);
    };
  }, [colours]);
}

interface BrandedPagesProps {
  userId: string;
  /** The portal's own look, worn when the department has no branding of its own. */
  base: BrandColours;
  children: ReactNode;
}

/**
 * The signed-in pages in the look of the user's department (the chosen one, else the first): its colours
 * through Ant Design's theme and the portal's own styles, kept readable, and its favicon; the header shows
 * its logo.
 */
export function BrandedPages({ userId, base, children }: BrandedPagesProps) {
  const { chosen, choose } = useChosenDepartment(userId);
  const department = useQuery(whitelabelQuery(chosen));
  // A department the user no longer has: back to the first one.
  const gone = chosen !== null && isApiError(department.error, 404);
  useEffect(() => {
    if (gone) choose(null);
  }, [gone, choose]);
  useFavicon(department.data?.faviconUrl ?? null);
  const colours = useMemo(() => brandColours(base, department.data), [base, department.data]);
  useColourProperties(colours);
  const look = useMemo(
    () => ({ department: department.data, colours, choose }),
    [department.data, colours, choose],
  );
  return (
    <DepartmentLookContext value={look}>
      <ConfigProvider theme={brandTheme(colours)}>{children}</ConfigProvider>
    </DepartmentLookContext>
  );
}
