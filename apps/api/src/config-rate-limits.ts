import type { RateLimitSettings } from './config-types.ts';

/** Default submit limit: 20 applications per client address every 10 minutes. */
export const DEFAULT_SUBMIT_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 } as const;

/** Default look-up limit: 600 player/college/conference look-ups per client address every 10 minutes. */
export const DEFAULT_LOOKUP_LIMIT = { limit: 600, windowMs: 10 * 60 * 1000 } as const;

/** The settings without any variable set (no trusted proxy, the default limits). */
export const DEFAULT_RATE_LIMIT_SETTINGS: RateLimitSettings = { trustProxy: 0, submit: DEFAULT_SUBMIT_LIMIT, lookup: DEFAULT_LOOKUP_LIMIT };

/** Most proxy hops TRUST_PROXY may name. */
const MAX_PROXY_HOPS = 10;

/**
 * Reads the rate limit variables (config.ts passes its `read`): TRUST_PROXY
 * (integer 0-10, default 0: the number of reverse proxies in front of the
 * API whose X-Forwarded-For / Forwarded entries are believed),
 * SUBMIT_RATE_LIMIT and SUBMIT_RATE_WINDOW_SECONDS (default 20 per 600 s),
 * LOOKUP_RATE_LIMIT and LOOKUP_RATE_WINDOW_SECONDS (default 600 per 600 s).
 * Limits are positive integers, windows 1 s to 1 day. Each bad variable adds
 * one line to `problems`; its default is used meanwhile.
 */
export function parseRateLimitSettings(read: (name: string) => string | undefined, problems: string[]): RateLimitSettings {
  return {
    trustProxy: parseInteger(read, 'TRUST_PROXY', 0, { min: 0, max: MAX_PROXY_HOPS }, problems),
    submit: {
      limit: parseInteger(read, 'SUBMIT_RATE_LIMIT', DEFAULT_SUBMIT_LIMIT.limit, { min: 1, max: 1_000_000_000 }, problems),
      windowMs: windowOf(read, 'SUBMIT_RATE_WINDOW_SECONDS', DEFAULT_SUBMIT_LIMIT.windowMs, problems),
    },
    lookup: {
      limit: parseInteger(read, 'LOOKUP_RATE_LIMIT', DEFAULT_LOOKUP_LIMIT.limit, { min: 1, max: 1_000_000_000 }, problems),
      windowMs: windowOf(read, 'LOOKUP_RATE_WINDOW_SECONDS', DEFAULT_LOOKUP_LIMIT.windowMs, problems),
    },
  };
}

function windowOf(read: (name: string) => string | undefined, name: string, fallbackMs: number, problems: string[]): number {
  return parseInteger(read, name, fallbackMs / 1000, { min: 1, max: 86_400 }, problems) * 1000;
}

/**
 * An integer variable in [min, max]; `fallback` when unset or bad (a bad
 * value adds a problem line naming the variable, the range and the value).
 */
export function parseInteger(
  read: (name: string) => string | undefined,
  name: string,
  fallback: number,
  range: { min: number; max: number },
  problems: string[],
): number {
  const value = read(name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < range.min || number > range.max) {
    problems.push(`${name} must be an integer from ${range.min} to ${range.max} (got '${value}')`);
    return fallback;
  }
  return number;
}
