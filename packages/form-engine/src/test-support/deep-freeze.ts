/** Freezes a value and everything inside it, so any mutation throws in tests. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A deep copy with every object's keys in reverse order (key order must not matter). */
export function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value)
    .reverse()
    .map(([key, child]) => [key, reverseKeys(child)] as const);
  return Object.fromEntries(entries) as T;
}
