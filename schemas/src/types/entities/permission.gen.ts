/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A named permission of the permission table (spec §6); permissionTable in @huddle/schemas maps each to the roles that hold it. Checked by the API, mirrored by the admin UI.
 */
export type Permission =
  | 'participants.view'
  | 'participants.decide'
  | 'participants.delete'
  | 'participants.edit'
  | 'participants.refund'
  | 'participants.export'
  | 'programs.view'
  | 'programs.edit'
  | 'programs.settings.legalDisclaimer'
  | 'programs.components.create'
  | 'programs.questions.create'
  | 'contacts.create'
  | 'players.search'
  | 'menu.nflPrograms'
  | 'menu.nflPrograms.builder'
  | 'menu.legends'
  | 'menu.legends.builder'
  | 'menu.footballOps'
  | 'menu.footballOps.builder'
  | 'devMailbox.view'
  | 'legends.view'
  | 'legends.edit'
  | 'legends.notes.create'
  | 'legends.documents.create';
