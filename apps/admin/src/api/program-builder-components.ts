import type {
  AdminProgramComponent,
  ComponentCreateRequest,
  ComponentTypeInfo,
  ComponentTypesResponse,
  ComponentUpdateRequest,
  ProgramComponentResponse,
  ProgramComponentsResponse,
} from '@huddle/schemas';
import { requestJson } from './request-json.ts';

export type { AdminProgramComponent, ComponentTypeInfo };

/**
 * The component types a program can add, with their admin configuration
 * schema (GET /api/admin/components; spec §2 'Add Component'). Throws ApiError.
 */
export async function fetchComponentTypes(signal?: AbortSignal): Promise<ComponentTypeInfo[]> {
  const body = await requestJson<ComponentTypesResponse>('/api/admin/components', { signal });
  return body.components;
}

/**
 * A program's components by displayOrder then componentId
 * (GET /api/admin/events/{eventId}/components; spec §2 Program Components).
 * Throws ApiError (403 outside the caller's program families, 404 unknown program).
 */
export async function fetchProgramComponents(eventId: number, signal?: AbortSignal): Promise<AdminProgramComponent[]> {
  const body = await requestJson<ProgramComponentsResponse>(`/api/admin/events/${eventId}/components`, { signal });
  return body.components;
}

/**
 * Adds a component of a type after the program's other components
 * (POST /api/admin/events/{eventId}/components; spec §6: admins only).
 * Returns the new component. Throws ApiError (422 naming componentType for an unknown type).
 */
export async function addProgramComponent(eventId: number, body: ComponentCreateRequest): Promise<AdminProgramComponent> {
  const answer = await requestJson<ProgramComponentResponse>(`/api/admin/events/${eventId}/components`, { method: 'POST', body });
  return answer.component;
}

/**
 * Changes a component's display name, text or configuration
 * (PUT /api/admin/events/{eventId}/components/{componentId}; spec §2
 * 'Component Details'). Returns the component as saved. Throws ApiError: 422
 * with invalid_params naming 'configuration.<key>' when the type's
 * configSchema refuses it; nothing is saved then.
 */
export async function updateProgramComponent(
  eventId: number,
  componentId: number,
  body: ComponentUpdateRequest,
): Promise<AdminProgramComponent> {
  const answer = await requestJson<ProgramComponentResponse>(`/api/admin/events/${eventId}/components/${componentId}`, {
    method: 'PUT',
    body,
  });
  return answer.component;
}

/**
 * Removes a component from the form (DELETE
 * /api/admin/events/{eventId}/components/{componentId}; the 'Add Component'
 * modal toggles components; admins only). Throws ApiError.
 */
export async function removeProgramComponent(eventId: number, componentId: number): Promise<void> {
  await requestJson<void>(`/api/admin/events/${eventId}/components/${componentId}`, { method: 'DELETE' });
}

/**
 * Sets a component's displayOrder to `displayOrder` (a whole number 0 to
 * 1,000,000; PUT .../components/{componentId}/display-order/{n}) and answers
 * every component in the new order. Throws ApiError.
 */
export async function setComponentDisplayOrder(
  eventId: number,
  componentId: number,
  displayOrder: number,
): Promise<AdminProgramComponent[]> {
  const body = await requestJson<ProgramComponentsResponse>(
    `/api/admin/events/${eventId}/components/${componentId}/display-order/${displayOrder}`,
    { method: 'PUT' },
  );
  return body.components;
}
