/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/**
 * Whether a program's application is closed (spec §4 "Form closed", §9
 * "Application closes at end of the day after the due date"): the program is
 * not active, or `now` is past the end of the day after the due date.
 *
 * Reading: dates carry no time zone, so days are UTC days; a due date of
 * 2026-03-10 accepts applications until 2026-03-11T23:59:59.999Z and is closed
 * from 2026-03-12T00:00:00Z. Without a due date only `activeEvent` counts.
 */
export function isProgramClosed(program: { activeEvent: boolean; applicationDueDate: string | null }, now: Date): boolean {
  if (!program.activeEvent) return true;
  if (program.applicationDueDate === null) return false;
  const dueDayStart = Date.parse(`${program.applicationDueDate}T00:00:00.000Z`);
  if (Number.isNaN(dueDayStart)) return false;
  return now.getTime() >= dueDayStart + 2 * DAY_MS;
}
