import { responseData } from '@huddle/api-client';
import type { FormPreviewRequest } from '@huddle/schemas';
import { adminApi } from './admin-api.ts';

/**
 * The URL of the precompiled validator module of the form an unsaved
 * builder draft compiles to (POST /api/admin/events/{eventId}/form-preview;
 * permission programs.view), which the live preview validates with. Saves
 * nothing. Throws ApiError: 422 'Invalid form configuration' naming the
 * component the form engine refuses.
 */
export async function formPreviewValidatorUrl(eventId: number, draft: FormPreviewRequest, signal?: AbortSignal): Promise<string> {
  // The OpenAPI types inline the question entity with its $defs as a property; the schema type is the body's.
  const body = draft as never;
  const call = adminApi.POST('/api/admin/events/{eventId}/form-preview', { params: { path: { eventId } }, body, signal });
  return (await responseData(call)).validatorUrl;
}
