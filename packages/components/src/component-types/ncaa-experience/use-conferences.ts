import { useEffect, useState } from 'react';
import type { FormServices } from '../../form-services.ts';

/**
 * Where the conference list of a division stands:
 * - 'idle': nothing to load (no division, division N/A, read-only, or no services);
 * - 'loading': the player database was asked;
 * - 'loaded': `conferences` holds the division's conference names (maybe empty);
 * - 'failed': the look-up rejected.
 */
export type ConferenceListState =
  { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; conferences: readonly string[] } | { status: 'failed' };

interface Answer {
  division: string;
  services: FormServices;
  conferences: readonly string[] | null;
}

/**
 * Loads the NCAA conferences of `division` through
 * `services.conferencesByDivision` (spec §7 search-ncaa-conference-by-division)
 * whenever the division changes; an answer for a division no longer chosen
 * is ignored. `division` null, or `services` undefined: 'idle'.
 */
export function useConferences(services: FormServices | undefined, division: string | null): ConferenceListState {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!services || division === null) return undefined;
    let current = true;
    services.conferencesByDivision(division).then(
      (conferences) => {
        if (current) setAnswer({ division, services, conferences: [...conferences] });
      },
      () => {
        if (current) setAnswer({ division, services, conferences: null });
      },
    );
    return () => {
      current = false;
    };
  }, [services, division]);

  if (!services || division === null) return { status: 'idle' };
  if (answer === null || answer.division !== division || answer.services !== services) return { status: 'loading' };
  return answer.conferences === null ? { status: 'failed' } : { status: 'loaded', conferences: answer.conferences };
}
