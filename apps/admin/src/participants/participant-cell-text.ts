import type { ParticipantListRow } from '../api/participants-list.ts';
import { formatSubmittedOn } from '../format/display-date.ts';
import { formatPhoneNumber } from '../format/phone-number.ts';
import { statusLabel } from '../format/status-label.ts';
import type { ParticipantColumnId } from './participant-columns.ts';
import { participantName } from './participant-name.ts';

/**
 * The text of one participants list cell (spec §2, §4, §9): dates MM/DD/YYYY,
 * phone '+cc (xxx) xxx-xxxx', the status upper-cased, lists comma-separated,
 * '' for a missing value. Column 'name' is the applicant's name.
 */
export function participantCellText(row: ParticipantListRow, column: ParticipantColumnId | 'name'): string {
  switch (column) {
    case 'name':
      return participantName(row);
    case 'phone':
      return formatPhoneNumber(row.phone);
    case 'dob':
      return formatSubmittedOn(row.dob);
    case 'submittedOn':
      return formatSubmittedOn(row.submittedOn);
    case 'registrationStatus':
      return statusLabel(row.statusName);
    case 'footballAreas':
      return (row.footballAreas ?? []).join(', ');
    default:
      return row[column] ?? '';
  }
}
