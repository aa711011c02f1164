import type { CompiledForm } from '@huddle/form-engine';
import { specProgramPaths } from '../../e2e/support/spec-paths.ts';

/** A program as GET /api/events/{eventId} answers it (the fields the benchmark uses). */
export interface BenchProgram {
  eventId: number;
  eventName: string;
  formVersion: { id: number; compiled: CompiledForm; validatorUrl: string };
  [key: string]: unknown;
}

/** Number of answer fields of a compiled form (its fieldIndex entries). */
export function fieldCount(compiled: CompiledForm): number {
  return Object.keys(compiled.fieldIndex).length;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Fetches every public program of spec §2 over HTTP (GET
 * /api/public/paths/{path}, then GET /api/events/{eventId} once per program)
 * and answers the one whose compiled form has the most fields (the first
 * such program on a tie) with its public path (the first of the spec's
 * paths that leads to it) and the text of its form version's validator module. Throws when the API has none.
 */
export async function fetchLargestProgram(
  baseUrl: string,
): Promise<{ program: BenchProgram; path: string; programs: number; validatorSource: string }> {
  const pathOf = new Map<number, string>();
  for (const path of specProgramPaths) {
    const lookup = await getJson<{ programId: number; kind: string }>(`${baseUrl}/api/public/paths/${encodeURIComponent(path)}`);
    if (lookup.kind === 'application' && !pathOf.has(lookup.programId)) pathOf.set(lookup.programId, path);
  }
  let largest: { program: BenchProgram; path: string } | null = null;
  for (const [id, path] of pathOf) {
    const program = await getJson<BenchProgram>(`${baseUrl}/api/events/${id}`);
    if (largest === null || fieldCount(program.formVersion.compiled) > fieldCount(largest.program.formVersion.compiled)) {
      largest = { program, path };
    }
  }
  if (largest === null) throw new Error('The API answered no application program for the spec §2 paths.');
  const validator = await fetch(`${baseUrl}${largest.program.formVersion.validatorUrl}`);
  if (!validator.ok) throw new Error(`GET ${largest.program.formVersion.validatorUrl} answered ${validator.status}`);
  return { ...largest, programs: pathOf.size, validatorSource: await validator.text() };
}
