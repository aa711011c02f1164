import { t } from '@lingui/core/macro';
import type { RefusedFieldLines } from '@huddle/components';
import { ApiError, type InvalidParam } from '../api/api-error.ts';

/** Body of the save-failure modal (spec §8 'Application save failure'). */
export interface SaveErrorText {
  /** Server text, else the error message, else 'Unknown Error'. */
  message: string;
  /** One line per invalid field: '{friendly name}: {reason}'. */
  fieldErrors: string[];
}

/**
 * The refused fields of a 422 in the applicant's language (refusedFieldLines
 * of the form shown), or undefined to show the server's own texts.
 */
export type DescribeRefusedFields = (refused: readonly InvalidParam[]) => RefusedFieldLines;

/**
 * The interface-language text of a submit refusal whose meaning the API
 * contract fixes by status (submitResponse: 409 the program is closed, 410
 * the saved application's link expired or it was submitted, 429 too many
 * applications from this address), else undefined.
 */
function submitRefusalText(status: number): string | undefined {
  switch (status) {
    case 409:
      return t`The application for this program is now closed`;
    case 410:
      return t`This saved application can no longer be submitted: its link expired or it was already submitted.`;
    case 429:
      return t`Too many applications were sent from this connection. Please try again later.`;
    default:
      return undefined;
  }
}

/**
 * Describes a failed application save for the 'ERROR: Failed to save your data.' modal:
 * an ApiError gives the problem detail (or title) and its invalid_params by friendly name;
 * another Error gives its message; anything else gives 'Unknown Error'.
 * The refusals the submit contract fixes by status read in the interface
 * language (submitRefusalText). A 422 whose refused names are all answers of the form, with `describe`,
 * reads in the interface language (issue 14.3): 'Some answers are missing
 * or not valid.' and each field by its shown name and the browser's message.
 */
export function saveErrorText(error: unknown, describe?: DescribeRefusedFields): SaveErrorText {
  const refusal = error instanceof ApiError ? submitRefusalText(error.status) : undefined;
  if (refusal !== undefined) return { message: refusal, fieldErrors: [] };
  if (error instanceof ApiError) {
    const described = error.status === 422 && error.invalidParams.length > 0 ? describe?.(error.invalidParams) : undefined;
    if (described?.allAnswers) return { message: t`Some answers are missing or not valid.`, fieldErrors: described.lines };
    return {
      message: error.detail ?? error.title,
      fieldErrors: described?.lines ?? error.invalidParams.map((param) => `${param.friendlyName ?? param.name}: ${param.reason}`),
    };
  }
  if (error instanceof Error && error.message.trim() !== '') return { message: error.message, fieldErrors: [] };
  if (typeof error === 'string' && error.trim() !== '') return { message: error, fieldErrors: [] };
  return { message: t`Unknown Error`, fieldErrors: [] };
}
