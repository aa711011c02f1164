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
