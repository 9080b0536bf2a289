/**
 * Everything the app keeps in localStorage, by key (stored as `SOY_<key>`). The request layer's keys are
 * here; a feature adds its own by augmenting this interface next to the type it stores, so this low layer
 * knows no feature.
 */
export interface StoredValues {
  token: string;
  refreshToken: string;
}

const PREFIX = 'SOY_';

export const localStg = {
  get<K extends keyof StoredValues>(key: K): StoredValues[K] | null {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as StoredValues[K];
    } catch {
      // A value we cannot read is worth nothing and would fail again on every read.
      window.localStorage.removeItem(PREFIX + key);
      return null;
    }
  },
  set<K extends keyof StoredValues>(key: K, value: StoredValues[K]): void {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  },
  remove(key: keyof StoredValues): void {
    window.localStorage.removeItem(PREFIX + key);
  },
  clear(): void {
    window.localStorage.clear();
  },
};
