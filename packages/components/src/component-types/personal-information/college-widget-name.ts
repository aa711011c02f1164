/**
 * RJSF widget name of the college input (spec §4: suggestions from the
 * player database colleges, free text accepted, 'Did not attend college'
 * sets 'Did Not Attend'). Used by PersonalInformation and PlayerDbInfo.
 */
export const COLLEGE_WIDGET = 'PersonalInformation.College';

/** spec §4: the college answer when the applicant did not attend college. */
export const DID_NOT_ATTEND_COLLEGE = 'Did Not Attend';
