import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      sqlitePath: './data/huddle.sqlite',
      uploadsDir: './data/uploads',
      production: false,
      oidc: { issuer: null, clientId: 'huddle-admin' },
      sessionTtlHours: 12,
      smtpUrl: null,
      mailFrom: 'Huddle Player Engagement <no-reply@huddle.test>',
      stripe: { secretKey: null, webhookSecret: null, api: null },
    });
    expect(config.staticDirs.public).toMatch(/apps\/public\/dist$/);
    expect(config.staticDirs.admin).toMatch(/apps\/admin\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://huddle.example.org/',
      DATABASE_URL: 'postgres://app@db:5432/huddle',
      SQLITE_PATH: '/tmp/x.sqlite',
      UPLOADS_DIR: '/srv/uploads',
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://id.example.org',
      OIDC_CLIENT_ID: 'huddle',
      OIDC_CLIENT_SECRET: 's3cret',
      SESSION_TTL_HOURS: '8',
      PUBLIC_APP_DIR: '/srv/public',
      ADMIN_APP_DIR: '/srv/admin',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.org:465',
      MAIL_FROM: 'Player Engagement <pe@example.org>',
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      TRUST_PROXY: '2',
      SUBMIT_RATE_LIMIT: '50',
      SUBMIT_RATE_WINDOW_SECONDS: '60',
      LOOKUP_RATE_LIMIT: '900',
      LOOKUP_RATE_WINDOW_SECONDS: '300',
      HEADERS_TIMEOUT_SECONDS: '5',
      REQUEST_TIMEOUT_SECONDS: '30',
      UPLOAD_MIN_KBPS: '32',
      KEEP_ALIVE_TIMEOUT_SECONDS: '4',
      EXPORT_RETENTION_DAYS: '3',
      MAIL_ATTACHMENT_MAX_MB: '2',
    });
    expect(config).toEqual({
      port: 8080,
      publicUrl: 'https://huddle.example.org',
      databaseUrl: 'postgres://app@db:5432/huddle',
      sqlitePath: '/tmp/x.sqlite',
      uploadsDir: '/srv/uploads',
      production: true,
      oidc: { issuer: 'https://id.example.org', clientId: 'huddle', clientSecret: 's3cret' },
      sessionTtlHours: 8,
      smtpUrl: 'smtps://mailer:pw@smtp.example.org:465',
      mailFrom: 'Player Engagement <pe@example.org>',
      stripe: { secretKey: 'sk_live_example', webhookSecret: 'whsec_example', api: { host: '127.0.0.1', port: 12111, protocol: 'http' } },
      staticDirs: { public: '/srv/public', admin: '/srv/admin' },
      rateLimits: { trustProxy: 2, submit: { limit: 50, windowMs: 60_000 }, lookup: { limit: 900, windowMs: 300_000 } },
      timeouts: { headersMs: 5000, requestMs: 30_000, uploadMinBytesPerSecond: 32 * 1024, keepAliveMs: 4000 },
      exports: { retentionDays: 3, attachmentMaxBytes: 2 * 1024 * 1024 },
    });
  });

  it('lists every bad variable in one error', () => {
    let message = '';
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'ftp://x', SESSION_TTL_HOURS: '-1', SMTP_URL: 'http://mail' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PORT must be an integer from 1 to 65535');
    expect(message).toContain('DATABASE_URL must be a postgres://');
    expect(message).toContain('PUBLIC_URL must be an http:// or https:// URL');
    expect(message).toContain('SESSION_TTL_HOURS must be a number');
    expect(message).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
  });

  it('refuses the dev identity provider in production unless asked', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OIDC_ISSUER is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', DEV_IDENTITY_PROVIDER: 'true', PAYMENT_SANDBOX: 'true' }).oidc.issuer).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', OIDC_ISSUER: 'https://id.example.org' })).toThrow(/OIDC_CLIENT_SECRET/);
  });

  it('runs the sandbox checkout without Stripe keys, refused in production unless asked', () => {
    expect(loadConfig({}).stripe.secretKey).toBeNull();
    const production = { NODE_ENV: 'production', DEV_IDENTITY_PROVIDER: 'true' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production/);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'true' }).stripe).toEqual({ secretKey: null, webhookSecret: null, api: null });
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe.secretKey).toBe(
      'sk_live_x',
    );
  });

  it('wants both Stripe secrets and a valid Stripe API address', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set/,
    );
    expect(() => loadConfig({ STRIPE_API_PORT: '12111' })).toThrow(/STRIPE_API_HOST is required/);
    expect(() => loadConfig({ STRIPE_API_HOST: 'localhost', STRIPE_API_PORT: 'x', STRIPE_API_PROTOCOL: 'ftp' })).toThrow(
      /STRIPE_API_PROTOCOL must be http or https[\s\S]*STRIPE_API_PORT must be an integer/,
    );
    expect(loadConfig({ STRIPE_API_HOST: 'stripe-mock' }).stripe.api).toEqual({ host: 'stripe-mock', port: 443, protocol: 'https' });
  });

  it('reads the proxy hops and rate limits (defaults: no proxy, 20 submissions and 600 look-ups per 10 minutes), naming each bad one', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      trustProxy: 0,
      submit: { limit: 20, windowMs: 600_000 },
      lookup: { limit: 600, windowMs: 600_000 },
    });
    let message = '';
    try {
      loadConfig({
        TRUST_PROXY: 'yes',
        SUBMIT_RATE_LIMIT: '0',
        SUBMIT_RATE_WINDOW_SECONDS: '1.5',
        LOOKUP_RATE_LIMIT: '-3',
        LOOKUP_RATE_WINDOW_SECONDS: '99999',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("TRUST_PROXY must be an integer from 0 to 10 (got 'yes')");
    expect(message).toContain("SUBMIT_RATE_LIMIT must be an integer from 1 to 1000000000 (got '0')");
    expect(message).toContain("SUBMIT_RATE_WINDOW_SECONDS must be an integer from 1 to 86400 (got '1.5')");
    expect(message).toContain("LOOKUP_RATE_LIMIT must be an integer from 1 to 1000000000 (got '-3')");
    expect(message).toContain("LOOKUP_RATE_WINDOW_SECONDS must be an integer from 1 to 86400 (got '99999')");
  });
});
