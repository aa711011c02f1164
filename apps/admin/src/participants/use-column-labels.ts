import { useLingui } from '@lingui/react/macro';
import type { ParticipantColumnId } from './participant-columns.ts';

/** The header of each participants list column in the current language (spec §2 picker names). */
export function useColumnLabels(): Record<ParticipantColumnId | 'name', string> {
  const { t } = useLingui();
  return {
    name: t`Name`,
    email: t`Email`,
    phone: t`Phone Number`,
    cityState: t`Location`,
    dob: t`DOB`,
    submittedOn: t`Submitted On`,
    registrationStatus: t`Status`,
    approvedBy: t`Approved By`,
    playingHistory: t`Playing History`,
    teams: t`Teams`,
    companyName: t`Company Name`,
    country: t`Country`,
    footballAreas: t`Football Areas`,
  };
}
