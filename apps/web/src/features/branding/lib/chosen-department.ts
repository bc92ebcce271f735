import { StorageKey } from '@portal/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/storage.ts';

// Remembered per browser with the user it belongs to, so the next person at a shared computer starts from
// their own first department.
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The department whose look the user chose in this browser, or null for the hub's default. */
export function chosenDepartmentOf(userId: string): number | null {
  const [owner, branchId] = (readStored(StorageKey.departmentLook) ?? '').split(':');
  return owner === userId && branchId ? Number(branchId) : null;
}

/** Which department's look the user chose, and a way to choose another (`null`: the hub's default). */
export function useChosenDepartment(userId: string) {
  const chosen = useSyncExternalStore(subscribe, () => chosenDepartmentOf(userId));
  const choose = useCallback(
    (branchId: number | null) => {
      writeStored(StorageKey.departmentLook, branchId === null ? null : `${userId}:${branchId}`);
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return { chosen, choose };
}
