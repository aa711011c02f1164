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
  /** Built app folders served by the API (apps/public/dist, apps/admin/dist). */
  staticDirs: { public: string; admin: string };
}
