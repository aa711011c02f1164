import type {
  ApplicationResponse,
  LegendApplicationsResponse,
  LegendDocument,
  LegendDocumentsResponse,
  LegendNote,
  LegendNotesResponse,
  LegendResponse,
  LegendsListResponse,
  LegendTeamsResponse,
} from '@huddle/schemas';
import { requestJson } from './request-json.ts';
import { postFile } from './request-multipart.ts';

export type { LegendDocument, LegendNote };

/** The Legends list filters (GET /api/legends): name/email/company words, a state code, the 1-based page. */
export interface LegendsSearch {
  search?: string;
  state?: string;
  page?: number;
}

/** One page of Legends (GET /api/legends). Throws ApiError. */
export function fetchLegends(search: LegendsSearch, signal?: AbortSignal): Promise<LegendsListResponse> {
  const query = new URLSearchParams();
  if (search.search) query.set('search', search.search);
  if (search.state) query.set('state', search.state);
  if (search.page !== undefined && search.page > 1) query.set('page', String(search.page));
  const text = query.toString();
  return requestJson<LegendsListResponse>(`/api/legends${text === '' ? '' : `?${text}`}`, { signal });
}

/** A Legend with their player record (GET /api/legends/{id}). Throws ApiError (404 unknown). */
export function fetchLegend(legendId: number, signal?: AbortSignal): Promise<LegendResponse> {
  return requestJson<LegendResponse>(`/api/legends/${legendId}`, { signal });
}

/** The Legend's applications with status histories and other registrations. Throws ApiError. */
export function fetchLegendApplications(legendId: number, signal?: AbortSignal): Promise<LegendApplicationsResponse> {
  return requestJson<LegendApplicationsResponse>(`/api/legends/${legendId}/applications`, { signal });
}

/** The teams the Legend played for, from the player database. Throws ApiError. */
export function fetchLegendTeams(legendId: number, signal?: AbortSignal): Promise<LegendTeamsResponse> {
  return requestJson<LegendTeamsResponse>(`/api/legends/${legendId}/teams`, { signal });
}

/** The staff's notes on the Legend, newest first. Throws ApiError. */
export function fetchLegendNotes(legendId: number, signal?: AbortSignal): Promise<LegendNotesResponse> {
  return requestJson<LegendNotesResponse>(`/api/legends/${legendId}/notes`, { signal });
}

/** The Legend's documents, newest first. Throws ApiError. */
export function fetchLegendDocuments(legendId: number, signal?: AbortSignal): Promise<LegendDocumentsResponse> {
  return requestJson<LegendDocumentsResponse>(`/api/legends/${legendId}/documents`, { signal });
}

/** One Legends application (GET /api/applications/{id}). Throws ApiError. */
export function fetchApplication(applicationId: number, signal?: AbortSignal): Promise<ApplicationResponse> {
  return requestJson<ApplicationResponse>(`/api/applications/${applicationId}`, { signal });
}

/** Adds a note (append-only). Throws ApiError: 422 for a blank note, 403 without 'legends.notes.create'. */
export async function addLegendNote(legendId: number, body: string): Promise<LegendNote> {
  return (await requestJson<{ note: LegendNote }>(`/api/legends/${legendId}/notes`, { method: 'POST', body: { body } })).note;
}

/** Sets the business description the public directory shows. Throws ApiError (403 without 'legends.edit'). */
export async function saveBusinessDescription(applicationId: number, businessDescription: string): Promise<ApplicationResponse> {
  return requestJson<ApplicationResponse>(`/api/applications/${applicationId}`, { method: 'PUT', body: { businessDescription } });
}

/** Links a player database record to the Legend. Throws ApiError (409 when another Legend has it). */
export function attachLegendPlayer(legendId: number, playerId: number): Promise<LegendResponse> {
  return requestJson<LegendResponse>(`/api/legends/${legendId}/player/${playerId}`, { method: 'PUT' });
}

/** Unlinks the Legend's player database record. Throws ApiError. */
export async function detachLegendPlayer(legendId: number): Promise<void> {
  await requestJson<undefined>(`/api/legends/${legendId}/player`, { method: 'DELETE' });
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
  return (await postFile<{ document: LegendDocument }>(`/api/legends/${legendId}/documents`, file)).document;
}
