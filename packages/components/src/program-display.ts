import type { Contact } from '@huddle/schemas';

/**
 * The program facts the display components show (spec §2 public application
 * form: header graphic, name, description, dates, footer, contacts, social
 * links). A subset of the API's PublicProgram, so apps pass it straight on.
 * Dates are 'YYYY-MM-DD' strings or null; rich text fields are sanitized HTML.
 */
export interface ProgramDisplay {
  eventName: string;
  programDisplayName: string | null;
  startDate: string | null;
  endDate: string | null;
  applicationDueDate: string | null;
  /** Rich text (HTML), rendered through SafeHtml only. */
  eventDescription: string | null;
  /** Rich text (HTML), rendered through SafeHtml only. */
  footerMessage: string | null;
  /** URL of the header graphic, or null when the program has none. */
  headerGraphicPath: string | null;
  /** spec §2: event dates hidden for one program. */
  hideEventDates: boolean;
  /** Social link addresses; null when the program does not show that link. */
  social: { facebook: string | null; instagram: string | null; twitter: string | null };
  contacts: Contact[];
}
