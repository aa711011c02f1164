import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { ComponentRegistry } from '@huddle/form-engine';
import type { AppEnv } from './app-env.ts';
import { adminUserRoutes } from './auth/admin-user-route.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { sameOriginGuard } from './auth/same-origin-guard.ts';
import { sessionMiddleware } from './auth/session-middleware.ts';
import type { AppConfig } from './config-types.ts';
import type { Database } from './db/database.ts';
import type { FileStore } from './files/file-store.ts';
import { LocalFileStore } from './files/local-file-store.ts';
import { logToStderr, problemErrorHandler, problemNotFound, type ErrorLogger } from './http/error-handler.ts';
import { problem } from './http/problem.ts';
import { securityHeaders } from './http/security-headers.ts';
import { formValidatorRoutes } from './routes/form-validator-routes.ts';
import type { SubmitRateLimit } from './http/submit-rate-limit.ts';
import type { PaymentProvider } from './services/payments/payment-provider.ts';
import { SandboxPaymentProvider } from './services/payments/sandbox-provider.ts';
import { createStripeClient } from './services/payments/stripe-client.ts';
import { StripePaymentProvider } from './services/payments/stripe-provider.ts';
import { adminEventRoutes } from './routes/admin-event-routes.ts';
import { adminSearchRoutes } from './routes/admin-search-routes.ts';
import { dashboardRoutes } from './routes/dashboard-routes.ts';
import { draftRoutes } from './routes/draft-routes.ts';
import { emailRoutes } from './routes/email-routes.ts';
import { eventRoutes } from './routes/event-routes.ts';
import { exportRoutes } from './routes/export-routes.ts';
import { openApiRoutes } from './routes/openapi-routes.ts';
import { apiDocsRoutes } from './routes/api-docs-routes.ts';
import { participantRoutes } from './routes/participant-routes.ts';
import { programBuilderComponentRoutes } from './routes/program-builder-component-routes.ts';
import { programBuilderContactRoutes } from './routes/program-builder-contact-routes.ts';
import { isHeaderGraphicUpload, programBuilderLogoRoutes } from './routes/program-builder-logo-routes.ts';
import { programBuilderQuestionRoutes } from './routes/program-builder-question-routes.ts';
import { programBuilderSettingsRoutes } from './routes/program-builder-settings-routes.ts';
import { programBuilderTranslationRoutes } from './routes/program-builder-translation-routes.ts';
import { paymentRoutes } from './routes/payment-routes.ts';
import { playerRoutes } from './routes/player-routes.ts';
import { publicLookupRoutes } from './routes/public-lookup-routes.ts';
import { publicPathRoutes } from './routes/public-path-routes.ts';
import { registrationEditRoutes } from './routes/registration-edit-routes.ts';
import { registrationRoutes } from './routes/registration-routes.ts';
import { publicPageRoutes } from './routes/public-page-routes.ts';
import { staticAppRoutes } from './routes/static-app-routes.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook-routes.ts';
import { isUploadRequest, uploadRoutes } from './routes/upload-routes.ts';
import { isLegendDocumentUpload, legendRoutes } from './routes/legend-routes.ts';
import { legendApplicationRoutes } from './routes/legend-application-routes.ts';
import { businessDirectoryRoutes } from './routes/business-directory-routes.ts';
import type { ServiceContext } from './services/service-context.ts';

/** What the app is built from. `now` defaults to the system clock; `logError` to stderr. */
export interface AppDeps {
  db: Kysely<Database>;
  config: AppConfig;
  registry: ComponentRegistry;
  now?: () => Date;
  logError?: ErrorLogger;
  /** Where uploaded files live; default a LocalFileStore in config.uploadsDir. */
  fileStore?: FileStore;
  /**
   * The Stripe SDK client when config.stripe.secretKey is set; default
   * createStripeClient(config.stripe) (tests pass one with a short timeout).
   * Without a secret key the local sandbox checkout is used and this is ignored.
   */
  stripe?: Stripe;
  /** Connection for long reads (the CSV export): createLongReadDatabase; default `db`. */
  longReadDb?: Kysely<Database>;
  /** Public submit rate limit per client address; default config.rateLimits.submit (SUBMIT_RATE_LIMIT, 20 per 10 minutes). */
  submitRateLimit?: SubmitRateLimit;
}

/** Where the staff session is read (the built apps' files never need it). */
const sessionPaths = ['/api/*', '/login', '/login/*', '/logout'] as const;

/** Largest JSON body the API reads (answers; files are uploaded separately). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Builds the Huddle HTTP app without listening (tests call app.request();
 * server.ts listens). In order: security headers (CSP) on every response,
 * the cross-site guard for state-changing requests, the body size limit
 * (not on the streamed upload route, which limits its own) and
 * no-store caching on /api, the staff session, the sign-in routes, the API
 * routes (each validates its request against @huddle/schemas; staff routes
 * check a named permission), the payment routes over Stripe or, without
 * STRIPE_SECRET_KEY, the local sandbox checkout, the Stripe webhook (raw
 * body, signature checked), /api/openapi.json and its reference page
 * /api/docs, a 404 problem for other
 * /api paths, the public business directory (server-rendered HTML at
 * /business-directory), then the built public and admin apps. Every error is a
 * problem+json response; unexpected ones are logged and answered 500.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const now = deps.now ?? (() => new Date());
  const { db, config } = deps;
  const logError = deps.logError ?? logToStderr;
  const ctx: ServiceContext = {
    db,
    registry: deps.registry,
    now,
    publicUrl: config.publicUrl,
    ...(deps.longReadDb === undefined ? {} : { longReadDb: deps.longReadDb }),
  };
  const fileStore = deps.fileStore ?? new LocalFileStore(config.uploadsDir);
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders({ production: config.production }));
  app.use('*', sameOriginGuard(config));
  app.use('/api/*', noStore);
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => problem(c, 413, 'Content Too Large', { detail: `Request bodies are limited to ${MAX_JSON_BODY_BYTES} bytes.` }),
  });
  // The upload route streams and limits its own body (10 MB file).
  // The header graphic upload streams and limits its own body too (2 MB file).
  // Staff document uploads of the Legends area stream and limit their own body too (10 MB file).
  app.use('/api/*', (c, next) =>
    isUploadRequest(c.req.method, c.req.path) ||
    isHeaderGraphicUpload(c.req.method, c.req.path) ||
    isLegendDocumentUpload(c.req.method, c.req.path)
      ? next()
      : jsonBodyLimit(c, next),
  );
  const session = sessionMiddleware({ db, now });
  for (const path of sessionPaths) app.use(path, session);

  app.route('/', authRoutes({ db, config, now }));
  app.route('/', adminUserRoutes({ db }));
  app.route('/', publicPathRoutes(ctx));
  app.route('/', formValidatorRoutes(ctx));
  app.route('/', eventRoutes(ctx, deps.submitRateLimit ?? config.rateLimits.submit, config.rateLimits.trustProxy));
  app.route('/', publicLookupRoutes(ctx, config.rateLimits.lookup, config.rateLimits.trustProxy));
  app.route('/', draftRoutes(ctx, { ...config.rateLimits, submit: deps.submitRateLimit ?? config.rateLimits.submit }));
  app.route('/', adminEventRoutes(ctx));
  app.route('/', participantRoutes(ctx));
  app.route('/', programBuilderSettingsRoutes(ctx));
  app.route('/', programBuilderTranslationRoutes(ctx));
  app.route('/', programBuilderQuestionRoutes(ctx));
  app.route('/', programBuilderComponentRoutes(ctx));
  app.route('/', programBuilderContactRoutes(ctx));
  app.route('/', programBuilderLogoRoutes(ctx, fileStore));
  app.route('/', registrationRoutes(ctx));
  app.route('/', registrationEditRoutes(ctx));
  app.route('/', emailRoutes(ctx, { smtpConfigured: config.smtpUrl !== null }));
  app.route('/', exportRoutes(ctx, fileStore, config.exports, logError));
  app.route('/', uploadRoutes(ctx, fileStore, deps.submitRateLimit ?? config.rateLimits.submit, config.rateLimits.trustProxy));
  app.route('/', playerRoutes(ctx));
  app.route('/', adminSearchRoutes(ctx));
  app.route('/', dashboardRoutes(ctx));
  app.route('/', legendRoutes(ctx, fileStore));
  app.route('/', legendApplicationRoutes(ctx, fileStore));
  const stripeProvider = stripeProviderOf(deps);
  const provider: PaymentProvider = stripeProvider ?? new SandboxPaymentProvider();
  app.route('/', paymentRoutes({ db, now, provider, publicUrl: config.publicUrl }));
  app.route('/', stripeWebhookRoutes({ db, now, provider: stripeProvider, webhookSecret: config.stripe.webhookSecret }));
  app.route('/', openApiRoutes(config.publicUrl));
  app.route('/', apiDocsRoutes());
  app.all('/api/*', problemNotFound);
  app.route('/', businessDirectoryRoutes(ctx, config.publicUrl));
  app.route('/', publicPageRoutes(ctx, config.staticDirs.public, logError));
  app.route('/', staticAppRoutes(config.staticDirs));

  app.notFound(problemNotFound);
  app.onError(problemErrorHandler(logError));
  return app;
}

/** Stripe Checkout when STRIPE_SECRET_KEY is set; null runs the local sandbox checkout. */
function stripeProviderOf(deps: AppDeps): StripePaymentProvider | null {
  if (deps.config.stripe.secretKey === null) return null;
  const client = deps.stripe ?? createStripeClient(deps.config.stripe);
  return client === null ? null : new StripePaymentProvider(client);
}

/** API answers are per user and per moment: never stored by caches unless a route says otherwise. */
const noStore: Parameters<Hono<AppEnv>['use']>[1] = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};
