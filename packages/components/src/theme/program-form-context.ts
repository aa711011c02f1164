import type { CompiledComponent } from '@huddle/form-engine';
import type { FormServices } from '../form-services.ts';
import type { ProgramDisplay } from '../program-display.ts';

/**
 * What ProgramForm hands every RJSF template and widget through `formContext`.
 * Templates read it to decide when field errors become visible (after the
 * field was left, or after a submit attempt) and to lay out the Body section
 * in component order.
 */
export interface ProgramFormContext {
  /** Widget ids the applicant has left at least once (RJSF onBlur ids). */
  touched: Readonly<Record<string, boolean>>;
  /** True after a submit attempt: every field shows its errors. */
  showAllErrors: boolean;
  /** Body components in display order, available or not. */
  bodyComponents: readonly CompiledComponent[];
  /** Program facts for display components placed in the Body. */
  program: ProgramDisplay | null;
  /** Uploads and player database look-ups (absent: those fields say they are unavailable). */
  services?: FormServices;
  /**
   * Answer paths supplied by the player database (PlayerDbInfo `?p=`
   * preload, spec §4): rendered disabled, and valid as supplied.
   */
  lockedFields?: ReadonlySet<string>;
}

/**
 * Whether the errors of one field are shown now: only once the field was left
 * or a submit was attempted, so an empty form does not open in red.
 * `formContext` may be absent (a plain RJSF Form using the theme): then
 * errors show as soon as RJSF reports them.
 */
export function errorsVisible(formContext: unknown, id: string, rawErrors: readonly string[] | undefined): boolean {
  return Boolean(rawErrors && rawErrors.length > 0) && errorsShownFor(formContext, id);
}

/**
 * Whether the errors of the input `id` would show now (it was left, or a
 * submit was attempted; always without a ProgramForm context), whatever they
 * are: for inputs a widget checks itself (e.g. the 'Please specify other:' text).
 */
export function errorsShownFor(formContext: unknown, id: string): boolean {
  const context = formContext as Partial<ProgramFormContext> | undefined;
  if (!context || context.touched === undefined) return true;
  return Boolean(context.showAllErrors || context.touched[id]);
}
