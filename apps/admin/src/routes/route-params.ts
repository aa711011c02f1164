import { notFound } from '@tanstack/react-router';
import { ApiError } from '../api/api-error.ts';
import { isProgramArea } from './program-area.ts';

/**
 * Checks a program route's area segment and numeric id, and returns the id.
 * Throws the router's notFound() (the 404 page) for an unknown area or a
 * non-numeric id, e.g. /app/other/programs/1/participants or /app/admin/forms/abc.
 */
export function checkProgramParams(params: { area: string; programId: string }): number {
  return checkId(params.programId, params.area);
}

/** Parses a positive integer route segment; notFound() otherwise (or when `area` is not a program area). */
export function checkId(segment: string, area?: string): number {
  if (area !== undefined && !isProgramArea(area)) throw notFound();
  if (!/^[1-9]\d{0,9}$/.test(segment)) throw notFound();
  return Number(segment);
}

/** Runs a load; an API 404 becomes the router's notFound() (the 404 page). */
export async function notFoundOn404<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** The 1-based page of a list's `page` query parameter; undefined for page 1 or anything not a positive integer. */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}
