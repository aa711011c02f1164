import type { FormServices, PlayerSuggestion, UploadedFile } from '../form-services.ts';
import { UploadRefusedError } from '../form-services.ts';
import { sampleColleges, sampleConferences, samplePlayers } from '../test-support/sample-player-database.ts';

/** Options of an in-memory FormServices for stories and component tests. */
export interface StoryFormServicesOptions {
  /** Milliseconds before an upload resolves (default 300) and before a search answers (default 50). */
  uploadDelayMs?: number;
  searchDelayMs?: number;
  /**
   * Decides whether an upload is refused; the default refuses files over
   * 10 MB with 'too-large' (spec §5/§8) and accepts the rest.
   */
  refuseUpload?(file: File, slot: number): UploadRefusedError | null;
  /** Offer `downloadUrl` (staff participant detail); the public form has none (default false). */
  downloads?: boolean;
}

const TEN_MEGABYTES = 10 * 1024 * 1024;

function defaultRefusal(file: File): UploadRefusedError | null {
  return file.size > TEN_MEGABYTES ? new UploadRefusedError('too-large', 'File is too big') : null;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function contains(text: string, pattern: string): boolean {
  return text.toLowerCase().includes(pattern.trim().toLowerCase());
}

/**
 * An in-memory FormServices: player, college and conference searches over
 * the sample player database (test-support/sample-player-database.ts,
 * case-insensitive 'contains' like the API, at most 20), uploads that succeed
 * after a short delay with a generated id and the name sanitized like spec §5
 * (non-alphanumerics → '_'). Nothing leaves the page.
 */
export function createStoryFormServices(options: StoryFormServicesOptions = {}): FormServices {
  const { uploadDelayMs = 300, searchDelayMs = 50, refuseUpload = defaultRefusal, downloads = false } = options;
  let uploads = 0;
  const services: FormServices = {
    async uploadFile(file: File, slot: number): Promise<UploadedFile> {
      await wait(uploadDelayMs);
      const refusal = refuseUpload(file, slot);
      if (refusal) throw refusal;
      uploads += 1;
      const dot = file.name.lastIndexOf('.');
      const base = (dot > 0 ? file.name.slice(0, dot) : file.name).replace(/[^A-Za-z0-9]/g, '_').slice(0, 57);
      const extension = dot > 0 ? file.name.slice(dot) : '';
      return {
        uploadId: `00000000-0000-4000-8000-${String(uploads).padStart(12, '0')}`,
        fileName: `${base}_${1000 + uploads}${extension}`,
        sizeBytes: file.size,
      };
    },
    async searchPlayers(pattern: string): Promise<PlayerSuggestion[]> {
      await wait(searchDelayMs);
      return samplePlayers
        .filter((player) => contains(`${player.firstName} ${player.lastName}`, pattern))
        .slice(0, 20)
        .map(({ playerId, firstName, lastName, college, entryYear, positionAbbr }) => ({
          playerId,
          firstName,
          lastName,
          college,
          entryYear,
          positionAbbr,
        }));
    },
    async searchColleges(pattern: string): Promise<string[]> {
      await wait(searchDelayMs);
      return sampleColleges.filter((college) => contains(college, pattern)).slice(0, 20);
    },
    async conferencesByDivision(division: string): Promise<string[]> {
      await wait(searchDelayMs);
      return [...(sampleConferences[division] ?? [])];
    },
  };
  if (downloads) services.downloadUrl = (uploadId: string) => `data:text/plain,${encodeURIComponent(`Stored file ${uploadId}`)}`;
  return services;
}

/** The FormServices every story uses unless it passes its own. */
export const storyFormServices: FormServices = createStoryFormServices();
