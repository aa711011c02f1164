import { compileForm, createFormVersion, FormConfigError } from '@huddle/form-engine';
import type { FormPreviewRequest, FormPreviewResponse } from '@huddle/schemas';
import type { ServiceContext } from '../service-context.ts';
import { ensureValidatorModule, validatorModuleUrl } from '../programs/validator-module-service.ts';
import { invalidFormProblem } from './builder-write.ts';

/**
 * POST /api/admin/events/{eventId}/form-preview (issue 11): compiles an
 * unsaved builder draft with the registry, as a save would (compileForm),
 * and answers the URL of that form's precompiled validator module
 * (ensureValidatorModule: generated once per form content, stored by its
 * hash), so the live preview validates and lays out its conditions without
 * compiling in the page. Saves no program data; the module is stored as a
 * 'preview' one, removed a day later (sweepPreviewValidatorModules) unless
 * a form version uses it by then. Throws ProblemError 422
 * 'Invalid form configuration' naming the component the engine refuses.
 * The caller has checked the permission and the program scope.
 */
export async function previewFormValidator(ctx: ServiceContext, eventId: number, draft: FormPreviewRequest): Promise<FormPreviewResponse> {
  let compiled;
  try {
    compiled = compileForm({ eventId, ...draft }, ctx.registry);
  } catch (error) {
    if (error instanceof FormConfigError) throw invalidFormProblem(error);
    throw error;
  }
  const module = await ensureValidatorModule(ctx.db, createFormVersion(compiled), 'preview');
  return { validatorUrl: validatorModuleUrl(module.moduleHash) };
}
