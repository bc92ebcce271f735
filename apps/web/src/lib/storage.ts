import type { StorageKey } from '@portal/contracts';

type Key = (typeof StorageKey)[keyof typeof StorageKey];

// Local storage can be blocked by privacy settings; the portal then runs on its defaults.

export function readStored(key: Key): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: Key, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}
