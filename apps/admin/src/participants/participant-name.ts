import type { ParticipantRow } from '../api/participants.ts';

/** The name shown for a participant: applicantName, else 'First Last', else 'Participant {id}'. */
export function participantName(row: Pick<ParticipantRow, 'id' | 'applicantName' | 'firstName' | 'lastName'>): string {
  const applicant = row.applicantName?.trim();
  if (applicant) return applicant;
  const joined = [row.firstName, row.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return joined || `Participant ${row.id}`;
}
