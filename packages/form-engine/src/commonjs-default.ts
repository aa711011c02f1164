/**
 * The default export of a CommonJS module imported as a namespace, whether
 * the loader handed over the exports object as `default` (Node) or its own
 * `default` (bundlers honouring `__esModule`).
 */
export function commonJsDefault<T>(namespace: { default: unknown }): T {
  const value = namespace.default as { default?: unknown } | undefined;
  return (typeof value === 'function' ? value : value?.default) as T;
}
