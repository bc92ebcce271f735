import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { chosenDepartmentId } from '@/components/department-picker.tsx';
import { branchChoicesQuery } from '@/features/branches/api/branch-api.ts';
import { branchIdsWith, userPermissionsQuery } from '@/lib/session.ts';

/**
 * The departments a page of the administration offers its admin (API keys, webhooks), and the chosen one
 * from the address (?department=); `pending` while either is still loading.
 */
export function useAdministeredDepartments() {
  const [params] = useSearchParams();
  const permissions = useQuery(userPermissionsQuery);
  const branches = useQuery(branchChoicesQuery);
  const administered = permissions.data ? branchIdsWith(permissions.data) : [];
  const choices = (branches.data ?? []).filter((branch) => administered.includes(branch.id));
  return {
    pending: permissions.isPending || branches.isPending,
    choices,
    branchId: chosenDepartmentId(params, choices),
  };
}
