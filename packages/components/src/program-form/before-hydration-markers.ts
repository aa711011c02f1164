/** The class of ProgramForm's element: the forms whose submits and scripted clicks are held until hydrated. */
export const PROGRAM_FORM_CLASS = 'program-form';

/** Set on a form's element once it is hydrated (adoptAnswersGivenBeforeHydration): its events go to the form from then on. */
export const READY_ATTRIBUTE = 'data-form-ready';
