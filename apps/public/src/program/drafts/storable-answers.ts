/**
 * A copy of form answers that holds only what may be kept on the device:
 * strings, finite numbers, booleans, null, arrays and plain objects. Files,
 * blobs and any other object (a file picked but not yet stored on the
 * server) are left out; an upload answer is kept only as the reference the
 * server gave (`{ uploadId, fileName }`, plain strings). Undefined values
 * are left out.
 */
export function storableAnswers(answers: Record<string, unknown>): Record<string, unknown> {
  return (plainCopy(answers) as Record<string, unknown> | undefined) ?? {};
}

function plainCopy(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(plainCopy).filter((item) => item !== undefined);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const kept = plainCopy(child);
    if (kept !== undefined) copy[key] = kept;
  }
  return copy;
}
