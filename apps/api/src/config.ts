import { fileURLToPath } from 'node:url';
import type { AppConfig, StripeApiAddress, StripeSettings } from './config-types.ts';
import { parseRateLimitSettings } from './config-rate-limits.ts';
import { parseServerTimeouts } from './config-timeouts.ts';
import { parseExportSettings } from './config-exports.ts';

/** Environment as read by server.ts (process.env); only strings or undefined. */
export type Environment = Record<string, string | undefined>;

/** Dev-only OIDC client secret used with the built-in identity provider. */
const DEV_CLIENT_SECRET = 'huddle-dev-client-secret';

/** Sender of every email when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Huddle Player Engagement <no-reply@huddle.test>';

const DEFAULT_STATIC_DIRS = {
  public: fileURLToPath(new URL('../../public/dist', import.meta.url)),
  admin: fileURLToPath(new URL('../../admin/dist', import.meta.url)),
};

/**
 * Reads and validates the runtime configuration (ARCHITECTURE.md §4: the only
 * reader of the environment; server.ts passes process.env).
 *
 * Variables: PORT (1-65535, default 3000), PUBLIC_URL (http(s) URL, default
 * http://localhost:{PORT}), DATABASE_URL (postgres:// or postgresql://; unset =
 * SQLite), SQLITE_PATH (default ./data/huddle.sqlite), UPLOADS_DIR (uploaded
 * files, default ./data/uploads), NODE_ENV, OIDC_ISSUER
 * (http(s) URL; unset = dev identity provider at {PUBLIC_URL}/oidc, refused in
 * production unless DEV_IDENTITY_PROVIDER=true), OIDC_CLIENT_ID (default
 * 'huddle-admin'), OIDC_CLIENT_SECRET (required with OIDC_ISSUER in production),
 * SESSION_TTL_HOURS (0 < h <= 720, default 12), PUBLIC_APP_DIR and ADMIN_APP_DIR
 * (built apps, default apps/public/dist and apps/admin/dist), SMTP_URL (smtp:// or
 * smtps://; unset = dev mailbox), MAIL_FROM (default DEFAULT_MAIL_FROM),
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (both or neither; unset = the
 * local sandbox checkout, refused in production unless PAYMENT_SANDBOX=true),
 * STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL (another Stripe API
 * address, for tests and local doubles; host required with the others),
 * TRUST_PROXY and the SUBMIT_/LOOKUP_ rate limits (parseRateLimitSettings),
 * the HTTP server timeouts (parseServerTimeouts), EXPORT_RETENTION_DAYS and
 * MAIL_ATTACHMENT_MAX_MB (parseExportSettings).
 *
 * Throws one Error listing every bad variable, one line each.
 */
export function loadConfig(env: Environment): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const port = parsePort(read('PORT'), problems);
  const publicUrl = parseHttpUrl('PUBLIC_URL', read('PUBLIC_URL'), problems) ?? `http://localhost:${port}`;
  const databaseUrl = parseDatabaseUrl(read('DATABASE_URL'), problems);
  const production = read('NODE_ENV') === 'production';
  const issuer = parseHttpUrl('OIDC_ISSUER', read('OIDC_ISSUER'), problems) ?? null;
  const clientSecret = read('OIDC_CLIENT_SECRET');
  const devProviderAsked = read('DEV_IDENTITY_PROVIDER') === 'true';

  if (production && issuer === null && !devProviderAsked) {
    problems.push('OIDC_ISSUER is required in production (or set DEV_IDENTITY_PROVIDER=true to run the demo sign-in)');
  }
  if (production && issuer !== null && clientSecret === undefined) {
    problems.push('OIDC_CLIENT_SECRET is required in production when OIDC_ISSUER is set');
  }
  const sessionTtlHours = parseSessionTtl(read('SESSION_TTL_HOURS'), problems);
  const smtpUrl = parseSmtpUrl(read('SMTP_URL'), problems);
  const stripe = parseStripeSettings(read, production, problems);
  const rateLimits = parseRateLimitSettings(read, problems);
  const timeouts = parseServerTimeouts(read, problems);
  const exports = parseExportSettings(read, problems);

  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
  return {
    port,
    publicUrl,
    databaseUrl,
    sqlitePath: read('SQLITE_PATH') ?? './data/huddle.sqlite',
    uploadsDir: read('UPLOADS_DIR') ?? './data/uploads',
    production,
    oidc: { issuer, clientId: read('OIDC_CLIENT_ID') ?? 'huddle-admin', clientSecret: clientSecret ?? DEV_CLIENT_SECRET },
    sessionTtlHours,
    smtpUrl,
    mailFrom: read('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    stripe,
    staticDirs: {
      public: read('PUBLIC_APP_DIR') ?? DEFAULT_STATIC_DIRS.public,
      admin: read('ADMIN_APP_DIR') ?? DEFAULT_STATIC_DIRS.admin,
    },
    rateLimits,
    timeouts,
    exports,
  };
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    problems.push(`PORT must be an integer from 1 to 65535 (got '${value}')`);
    return 3000;
  }
  return port;
}

function parseHttpUrl(name: string, value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.parse(value);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    problems.push(`${name} must be an http:// or https:// URL (got '${value}')`);
    return undefined;
  }
  return value.replace(/\/+$/, '');
}

function parseDatabaseUrl(value: string | undefined, problems: string[]): string | null {
  if (value === undefined) return null;
  const url = URL.parse(value);
  if (url === null || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use the SQLite file)');
    return null;
  }
  return value;
}

function parseSmtpUrl(value: string | undefined, problems: string[]): string | null {
  if (value === undefined) return null;
  const url = URL.parse(value);
  if (url === null || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL (unset it to keep emails in the dev mailbox)');
    return null;
  }
  return value;
}

function parseSessionTtl(value: string | undefined, problems: string[]): number {
  if (value === undefined) return 12;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0 || hours > 720) {
    problems.push(`SESSION_TTL_HOURS must be a number of hours above 0 and at most 720 (got '${value}')`);
    return 12;
  }
  return hours;
}

function parseStripeSettings(read: (name: string) => string | undefined, production: boolean, problems: string[]): StripeSettings {
  const secretKey = read('STRIPE_SECRET_KEY') ?? null;
  const webhookSecret = read('STRIPE_WEBHOOK_SECRET') ?? null;
  if (secretKey !== null && webhookSecret === null) {
    problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (payments are confirmed by the signed webhook)');
  }
  if (secretKey === null && webhookSecret !== null) {
    problems.push('STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set (unset both to use the local sandbox checkout)');
  }
  if (production && secretKey === null && read('PAYMENT_SANDBOX') !== 'true') {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production (or set PAYMENT_SANDBOX=true to run the local sandbox checkout)',
    );
  }
  return { secretKey, webhookSecret, api: parseStripeApi(read, problems) };
}

function parseStripeApi(read: (name: string) => string | undefined, problems: string[]): StripeApiAddress | null {
  const host = read('STRIPE_API_HOST');
  const port = read('STRIPE_API_PORT');
  const protocol = read('STRIPE_API_PROTOCOL');
  if (host === undefined) {
    if (port !== undefined || protocol !== undefined)
      problems.push('STRIPE_API_HOST is required with STRIPE_API_PORT or STRIPE_API_PROTOCOL');
    return null;
  }
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') {
    problems.push(`STRIPE_API_PROTOCOL must be http or https (got '${protocol}')`);
  }
  const chosenProtocol = protocol === 'http' ? 'http' : 'https';
  if (port === undefined) return { host, port: chosenProtocol === 'http' ? 80 : 443, protocol: chosenProtocol };
  const number = Number(port);
  if (!/^\d+$/.test(port) || number < 1 || number > 65535) {
    problems.push(`STRIPE_API_PORT must be an integer from 1 to 65535 (got '${port}')`);
  }
  return { host, port: number, protocol: chosenProtocol };
}
