import { responseData } from '@huddle/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { PublicLanguage } from '../i18n/public-language-atom.ts';
import type { PaymentRegistration, SandboxSession } from './payment-types.ts';
import { publicApi } from './public-api.ts';
import type { PublicPath, PublicProgram } from './public-types.ts';

/** How long a loaded public path or program is reused by later navigations before it is asked again (ms). */
const programStaleMs = 60_000;

/**
 * A public path (one segment, case-insensitive, e.g. 'coaches-academy')
 * resolved to what it shows (GET /api/public/paths/{path}). Rejects with
 * ApiError (404 for an unknown path) or NetworkError.
 */
export const publicPathQuery = (path: string) =>
  queryOptions({
    queryKey: ['/api/public/paths/{path}', { path }] as const,
    queryFn: ({ signal }): Promise<PublicPath> =>
      responseData(publicApi.GET('/api/public/paths/{path}', { params: { path: { path } }, signal })),
    staleTime: programStaleMs,
  });

/**
 * A program with its current form version (GET /api/events/{eventId}), its
 * texts in `language` (lang=es: the program's Spanish texts, English where it
 * has none; same form version). Rejects with ApiError (404 unknown program).
 */
export const publicProgramQuery = (eventId: number, language: PublicLanguage = 'en') =>
  queryOptions({
    queryKey: ['/api/events/{eventId}', { eventId, lang: language }] as const,
    // The schema types the compiled form as a plain object; it is the engine's CompiledForm.
    queryFn: async ({ signal }) => {
      const program = (await responseData(
        publicApi.GET('/api/events/{eventId}', { params: { path: { eventId }, query: { lang: language } }, signal }),
      )) as unknown as PublicProgram;
      // Starts the download of the form's validator module while the form's code loads (loadFormValidation imports it again from the module map).
      import(/* @vite-ignore */ program.formVersion.validatorUrl).catch(() => undefined);
      return program;
    },
    staleTime: programStaleMs,
  });

/**
 * The `?p=` preload of a program's form (spec §2; GET /api/events/{eventId}/player-info?p=):
 * the player's names and college and whether the player already enrolled this
 * program year. Rejects with ApiError (404: unknown player, or the form has no PlayerDbInfo).
 */
export const playerInfoQuery = (eventId: number, playerId: number) =>
  queryOptions({
    queryKey: ['/api/events/{eventId}/player-info', { eventId, p: playerId }] as const,
    queryFn: ({ signal }) =>
      responseData(publicApi.GET('/api/events/{eventId}/player-info', { params: { path: { eventId }, query: { p: playerId } }, signal })),
  });

/**
 * The registration a payment link points at (GET /api/transactions/{reference};
 * the registration's unguessable payment reference). Always asked again (its
 * status changes when paid). Rejects with ApiError (404 unknown reference) or NetworkError.
 */
export const paymentRegistrationQuery = (reference: string) =>
  queryOptions({
    queryKey: ['/api/transactions/{reference}', { reference }] as const,
    queryFn: ({ signal }): Promise<PaymentRegistration> =>
      responseData(publicApi.GET('/api/transactions/{reference}', { params: { path: { reference } }, signal })),
    staleTime: 0,
  });

/** A local sandbox checkout session (GET /api/payment-sessions/{id}/sandbox). Rejects with ApiError (404 unknown session or sandbox off). */
export const sandboxSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['/api/payment-sessions/{id}/sandbox', { id: sessionId }] as const,
    queryFn: ({ signal }): Promise<SandboxSession> =>
      responseData(publicApi.GET('/api/payment-sessions/{id}/sandbox', { params: { path: { id: sessionId } }, signal })),
    staleTime: 0,
  });
