// localStorage throws when storage is disabled (private modes, strict cookie settings); the site must keep working.

/** The stored value, or null when it is missing or storage is unavailable. */
export function readLocalSetting(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores the value; returns false when storage is unavailable. */
export function writeLocalSetting(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes the value; does nothing when storage is unavailable. */
export function removeLocalSetting(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored can be removed.
  }
}
