import type { FormServices } from '@huddle/components';

/** Refuses the look-ups a read-only form never makes. */
function unavailable(): Promise<never> {
  return Promise.reject(new Error('Not available on the participant detail.'));
}

/**
 * FormServices for a participant's read-only answers (spec §2 participant
 * detail): `downloadUrl` gives each uploaded file's staff download, GET
 * /api/events/{eventId}/people/{personId}/uploads/{uploadId} (an attachment
 * under its stored name; participants.view). Uploads and player look-ups are
 * refused: the detail never edits.
 */
export function participantFileServices(eventId: number, personId: number): FormServices {
  return {
    uploadFile: unavailable,
    searchPlayers: unavailable,
    searchColleges: unavailable,
    conferencesByDivision: unavailable,
    downloadUrl: (uploadId) => `/api/events/${eventId}/people/${personId}/uploads/${encodeURIComponent(uploadId)}`,
  };
}
