/**
 * Validated runtime configuration (built by config.ts, the only reader of
 * process.env). Every other module receives it as a value.
 */
export interface AppConfig {
  /** PORT, default 3000. */
  port: number;
  /** PUBLIC_URL, default http://localhost:{port}; base of redirect URIs and the dev issuer. */
  publicUrl: string;
  /** DATABASE_URL (postgres://...); null means the embedded SQLite file. */
  databaseUrl: string | null;
  /** SQLITE_PATH, default ./data/huddle.sqlite. */
  sqlitePath: string;
  /** UPLOADS_DIR, default ./data/uploads: the LocalFileStore folder of uploaded files. */
  uploadsDir: string;
  /** NODE_ENV === 'production': Secure cookies, no dev identity provider unless asked. */
  production: boolean;
  oidc: {
    /** OIDC_ISSUER; null runs the dev identity provider at {publicUrl}/oidc. */
    issuer: string | null;
    /** OIDC_CLIENT_ID, default 'huddle-admin'. */
    clientId: string;
    /** OIDC_CLIENT_SECRET, default a dev-only secret. */
    clientSecret: string;
  };
  /** SESSION_TTL_HOURS, default 12. */
  sessionTtlHours: number;
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL); null keeps emails in the dev mailbox (GET /api/admin/dev-mailbox). */
  smtpUrl: string | null;
  /** MAIL_FROM, the From of every email, default 'Huddle Player Engagement <no-reply@huddle.test>'. */
  mailFrom: string;
  /** Program fees: Stripe Checkout when secretKey is set, otherwise the local sandbox checkout. */
  stripe: StripeSettings;
  /** Built app folders served by the API (apps/public/dist, apps/admin/dist). */
  staticDirs: { public: string; admin: string };
  /** TRUST_PROXY and the public rate limits (config-rate-limits.ts). */
  rateLimits: RateLimitSettings;
  /** HTTP server timeouts (config-timeouts.ts, http/server-timeouts.ts). */
  timeouts: ServerTimeouts;
  /** EXPORT_RETENTION_DAYS and MAIL_ATTACHMENT_MAX_MB (config-exports.ts). */
  exports: ExportSettings;
}

/** How long exports are kept and how large an email's attachments may be (README "Participants export"). */
export interface ExportSettings {
  /** EXPORT_RETENTION_DAYS (default 7): export files, their rows and links are removed after this many days. */
  retentionDays: number;
  /** MAIL_ATTACHMENT_MAX_MB in bytes (default 5 MiB): the most attachment bytes one email may carry. */
  attachmentMaxBytes: number;
}

/** How long the HTTP server waits for a client (README "Configuration"). */
export interface ServerTimeouts {
  /** HEADERS_TIMEOUT_SECONDS: a request's headers must arrive within it. */
  headersMs: number;
  /** REQUEST_TIMEOUT_SECONDS: a whole request, other than an upload, must arrive within it. */
  requestMs: number;
  /** UPLOAD_MIN_KBPS in bytes per second: an upload gets requestMs plus its size at this rate. */
  uploadMinBytesPerSecond: number;
  /** KEEP_ALIVE_TIMEOUT_SECONDS: an idle kept-alive connection is closed after it. */
  keepAliveMs: number;
}

/** A number of requests per window, counted per client address. */
export interface RateLimit {
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

/** Who a client is and how often it may call the public routes. */
export interface RateLimitSettings {
  /**
   * TRUST_PROXY: how many reverse proxies stand in front of the API. 0 (default):
   * the socket address is the client and X-Forwarded-For / Forwarded are ignored;
   * n: the address n hops back in those headers (see client-address.ts).
   */
  trustProxy: number;
  /** SUBMIT_RATE_LIMIT per SUBMIT_RATE_WINDOW_SECONDS (default 20 per 600 s); uploads get 6 times as many. */
  submit: RateLimit;
  /** LOOKUP_RATE_LIMIT per LOOKUP_RATE_WINDOW_SECONDS (default 600 per 600 s). */
  lookup: RateLimit;
}

/** Where the Stripe API answers (STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL: tests and local doubles only). */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Stripe settings (docs/payments.md). */
export interface StripeSettings {
  /** STRIPE_SECRET_KEY; null runs the clearly labelled local sandbox checkout instead of Stripe. */
  secretKey: string | null;
  /** STRIPE_WEBHOOK_SECRET ('whsec_...'), verifies POST /api/stripe/webhook; set together with the secret key. */
  webhookSecret: string | null;
  /** Another address of the Stripe API; null = Stripe's own (api.stripe.com over https). */
  api: StripeApiAddress | null;
}
