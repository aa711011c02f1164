import { t } from '@lingui/core/macro';
import { ApiError } from '../api/api-error.ts';

/** Body of the save-failure modal (spec §8 'Application save failure'). */
export interface SaveErrorText {
  /** Server text, else the error message, else 'Unknown Error'. */
  message: string;
  /** One line per invalid field: '{friendly name}: {reason}'. */
  fieldErrors: string[];
}

/**
 * Describes a failed application save for the 'ERROR: Failed to save your data.' modal:
 * an ApiError gives the problem detail (or title) and its invalid_params by friendly name;
 * another Error gives its message; anything else gives 'Unknown Error'.
 */
export function saveErrorText(error: unknown): SaveErrorText {
  if (error instanceof ApiError) {
    return {
      message: error.detail ?? error.title,
      fieldErrors: error.invalidParams.map((param) => `${param.friendlyName ?? param.name}: ${param.reason}`),
    };
  }
  if (error instanceof Error && error.message.trim() !== '') return { message: error.message, fieldErrors: [] };
  if (typeof error === 'string' && error.trim() !== '') return { message: error, fieldErrors: [] };
  return { message: t`Unknown Error`, fieldErrors: [] };
}
