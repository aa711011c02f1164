import { responseData } from '@huddle/api-client';
import type { ApplicationResponse, LegendDocument, LegendNote, LegendResponse, LegendsListResponse } from '@huddle/schemas';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

export type { LegendDocument, LegendNote };

/** The Legends list filters (GET /api/legends): name/email/company words, a state code, the 1-based page. */
export interface LegendsSearch {
  search?: string;
  state?: string;
  page?: number;
}

/** One page of Legends (GET /api/legends; empty filters and page 1 are left out). Rejects with ApiError. */
export const legendsQuery = (search: LegendsSearch) => {
  const query = {
    ...(search.search ? { search: search.search } : {}),
    ...(search.state ? { state: search.state } : {}),
    ...(search.page !== undefined && search.page > 1 ? { page: search.page } : {}),
  };
  return queryOptions({
    queryKey: ['/api/legends', query] as const,
    queryFn: ({ signal }): Promise<LegendsListResponse> => responseData(adminApi.GET('/api/legends', { params: { query }, signal })),
  });
};

/** The path parameters of one Legend. */
const legend = (legendId: number) => ({ params: { path: { legendId } } });

/**
 * Everything of one Legend a Legend's page reads, each under its own key: the
 * Legend with their player record (404 unknown), the applications with status
 * histories, the teams from the player database, the notes and the documents
 * (newest first). Every one rejects with ApiError.
 */
export const legendQueries = (legendId: number) => ({
  legend: queryOptions({
    queryKey: ['/api/legends/{legendId}', { legendId }] as const,
    queryFn: ({ signal }) => responseData(adminApi.GET('/api/legends/{legendId}', { ...legend(legendId), signal })),
  }),
  applications: queryOptions({
    queryKey: ['/api/legends/{legendId}/applications', { legendId }] as const,
    queryFn: ({ signal }) => responseData(adminApi.GET('/api/legends/{legendId}/applications', { ...legend(legendId), signal })),
  }),
  teams: queryOptions({
    queryKey: ['/api/legends/{legendId}/teams', { legendId }] as const,
    queryFn: ({ signal }) => responseData(adminApi.GET('/api/legends/{legendId}/teams', { ...legend(legendId), signal })),
  }),
  notes: queryOptions({
    queryKey: ['/api/legends/{legendId}/notes', { legendId }] as const,
    queryFn: ({ signal }) => responseData(adminApi.GET('/api/legends/{legendId}/notes', { ...legend(legendId), signal })),
  }),
  documents: queryOptions({
    queryKey: ['/api/legends/{legendId}/documents', { legendId }] as const,
    queryFn: ({ signal }) => responseData(adminApi.GET('/api/legends/{legendId}/documents', { ...legend(legendId), signal })),
  }),
});

/** One Legends application (GET /api/applications/{id}). Rejects with ApiError. */
export const applicationQuery = (applicationId: number) =>
  queryOptions({
    queryKey: ['/api/applications/{applicationId}', { applicationId }] as const,
    queryFn: ({ signal }): Promise<ApplicationResponse> =>
      responseData(adminApi.GET('/api/applications/{applicationId}', { params: { path: { applicationId } }, signal })),
  });

/** Adds a note (append-only). Throws ApiError: 422 for a blank note, 403 without 'legends.notes.create'. */
export async function addLegendNote(legendId: number, body: string): Promise<LegendNote> {
  return (await responseData(adminApi.POST('/api/legends/{legendId}/notes', { ...legend(legendId), body: { body } }))).note;
}

/** Sets the business description the public directory shows. Throws ApiError (403 without 'legends.edit'). */
export function saveBusinessDescription(applicationId: number, businessDescription: string): Promise<ApplicationResponse> {
  return responseData(
    adminApi.PUT('/api/applications/{applicationId}', { params: { path: { applicationId } }, body: { businessDescription } }),
  );
}

/** Links a player database record to the Legend. Throws ApiError (409 when another Legend has it). */
export function attachLegendPlayer(legendId: number, playerId: number): Promise<LegendResponse> {
  return responseData(adminApi.PUT('/api/legends/{legendId}/player/{playerId}', { params: { path: { legendId, playerId } } }));
}

/** Unlinks the Legend's player database record. Throws ApiError. */
export async function detachLegendPlayer(legendId: number): Promise<void> {
  await adminApi.DELETE('/api/legends/{legendId}/player', legend(legendId));
}

/** The download address of a document (an attachment). */
export function legendDocumentHref(legendId: number, documentId: string): string {
  return `/api/legends/${legendId}/documents/${documentId}`;
}

/**
 * Uploads a staff document to the Legend (multipart field `file`; the rules of
 * application uploads: .pdf, .doc, .docx or .txt up to 10 MB). Throws ApiError:
 * 413 too big, 415 type, 422 name or empty file.
 */
export async function uploadLegendDocument(legendId: number, file: File): Promise<LegendDocument> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await responseData(adminApi.POST('/api/legends/{legendId}/documents', { ...legend(legendId), body }))).document;
}

/**
 * Marks everything loaded about a Legend stale after a change (player linked
 * or unlinked, note, document, business description), with the Legends list
 * and the applications, so the next load asks the API again.
 */
export async function invalidateLegend(queryClient: QueryClient, legendId: number): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [path, params] = queryKey as [string, { legendId?: number } | undefined];
      return path === '/api/legends' || path.startsWith('/api/applications/') || params?.legendId === legendId;
    },
  });
}
