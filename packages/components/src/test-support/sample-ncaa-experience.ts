import type { ProgramComponent } from '@huddle/schemas';
import { sampleComponent } from './form-definitions.ts';

/** NCAAExperience answers that pass every rule: an FBS conference of the sample player database. */
export const validNcaaExperience = { collegeDivision: 'FBS', conferenceCurrentlyCoachingIn: 'Big Ten Conference' };

/** NCAAExperience answers for division N/A: the conference is stored as 'NA' (spec §4). */
export const noDivisionNcaaExperience = { collegeDivision: 'N/A', conferenceCurrentlyCoachingIn: 'NA' };

/** The NCAAExperience program component as the catalog names it (answers key 'ncaaExperience'). */
export function sampleNcaaComponent(order: number): ProgramComponent {
  return { ...sampleComponent('NCAAExperience', order), componentKey: 'ncaaExperience', displayName: 'NCAA Experience' };
}
