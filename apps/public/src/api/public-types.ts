import type { CompiledForm } from '@huddle/form-engine';
import type { Contact, FixedRole } from '@huddle/schemas';

/** What a public path leads to (API contract GET /api/public/paths/{path}). */
export type PublicPathKind = 'application' | 'level-selection';

/** A resolved public path: the program it shows and the page kind. */
export interface PublicPath {
  path: string;
  programId: number;
  /** Page title of the program (spec §2 'with a title'). */
  title: string;
  kind: PublicPathKind;
}

/** Program family (spec §1). */
export type ProgramFamily = 'nfl-programs' | 'legends-directory' | 'football-ops' | 'resume' | 'coaches-academy';

/** A program as the applicant sees it (API contract GET /api/events/{eventId}). */
export interface PublicProgram {
  eventId: number;
  eventName: string;
  programDisplayName: string;
  eventYear: number;
  family: ProgramFamily;
  fixedRole: FixedRole;
  /** 'YYYY-MM-DD' or null. */
  startDate: string | null;
  endDate: string | null;
  applicationDueDate: string | null;
  /** Sanitized HTML strings; render only through SafeHtml. */
  eventDescription: string;
  footerMessage: string;
  submissionMessage: string;
  eventClosedMessage: string;
  legalDisclaimerMessage: string;
  headerGraphicPath: string | null;
  activeEvent: boolean;
  /** Not active, or now later than the due date plus one day (spec §4 'Form closed'). */
  isClosed: boolean;
  hideEventDates: boolean;
  showLegalDisclaimer: boolean;
  applicationsRequiresAccept: boolean;
  requireProgramFee: boolean;
  /** Dollars. */
  programFee: number;
  social: { facebook: string | null; instagram: string | null; twitter: string | null };
  contacts: Contact[];
  formVersion: { id: number; contentHash: string; compiled: CompiledForm };
}

/** Body of POST /api/events/{eventId}/responses. */
export interface ApplicationSubmission {
  formVersionId: number;
  answers: Record<string, unknown>;
}

/** 201 answer of POST /api/events/{eventId}/responses. */
export interface SubmittedApplication {
  registrationId: number;
  /** Spec §4 status code: 8 Submitted or 7 Unpaid. */
  status: number;
  statusName: string;
  /** Sanitized HTML shown under 'Your application has been submitted'. */
  submissionMessage: string;
}
