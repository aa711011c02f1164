/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/events/{eventId}/drafts (save and finish later): the answers so far, the form version they were given, where to email the resume link and the public path it opens. Answers are stored as given (they are validated when the application is submitted); uploads are referenced ({ uploadId, fileName }), never their contents.
 */
export interface DraftCreateRequest {
  formVersionId: number;
  /**
   * Answers keyed by component key, as the form version's jsonSchema describes them (complete or not).
   */
  answers: {};
  /**
   * Where the resume link is sent.
   */
  email: string;
  /**
   * Public path of the program without the leading slash (a path that shows this program, e.g. 'coaches-academy'); the resume link opens it.
   */
  programPath: string;
}
