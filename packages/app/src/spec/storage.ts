import { STORAGE_PREFIX } from './constants.ts';

/** Every key the app keeps in web storage carries the §9 prefix, so they never clash with a host page's. */
export function storageKey(name: string): string {
  return `${STORAGE_PREFIX}_${name}`;
}

export function readLocal(name: string): string | null {
  try {
    return localStorage.getItem(storageKey(name));
  } catch {
    return null;
  }
}

export function writeLocal(name: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(storageKey(name));
    else localStorage.setItem(storageKey(name), value);
  } catch {
    // Storage can be disabled (private mode); the app keeps working for this tab.
  }
}

export function readSession(name: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(name));
  } catch {
    return null;
  }
}

export function writeSession(name: string, value: string): void {
  try {
    sessionStorage.setItem(storageKey(name), value);
  } catch {
    // As above: a tab without storage simply forgets.
  }
}
