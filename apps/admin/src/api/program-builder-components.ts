import { responseData } from '@huddle/api-client';
import { loadConfigurationChecks } from '@huddle/components';
import type {
  AdminProgramComponent,
  ComponentCreateRequest,
  ComponentTypeInfo,
  ComponentTypesResponse,
  ComponentUpdateRequest,
} from '@huddle/schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

export type { AdminProgramComponent, ComponentTypeInfo };

/**
 * GET /api/admin/components as it answers: the component types and the URL
 * of the configuration schemas' checks module. They change only with a
 * release, so they are loaded once. Rejects with ApiError.
 */
const componentTypesResponseQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/components'] as const,
    queryFn: async ({ signal }): Promise<ComponentTypesResponse> => responseData(adminApi.GET('/api/admin/components', { signal })),
    staleTime: Infinity,
  });

/**
 * The component types a program can add, with their admin configuration
 * schema (GET /api/admin/components; spec §2 'Add Component'). Rejects with ApiError.
 */
export const componentTypesQuery = () =>
  queryOptions({
    ...componentTypesResponseQuery(),
    select: (response: ComponentTypesResponse): ComponentTypeInfo[] => response.components,
  });

/**
 * Registers the checks of every configuration schema
 * (configurationChecksUrl, loadConfigurationChecks), so the builder's draft
 * preview compiles and its configuration editors validate without compiling
 * code in the page. For the builder route's loader. Rejects with ApiError,
 * or when the module cannot be loaded.
 */
export async function loadBuilderConfigurationChecks(queryClient: QueryClient): Promise<void> {
  const { configurationChecksUrl } = await queryClient.fetchQuery(componentTypesResponseQuery());
  await loadConfigurationChecks(configurationChecksUrl);
}

/**
 * A program's components by displayOrder then componentId
 * (GET /api/admin/events/{eventId}/components; spec §2 Program Components).
 * Rejects with ApiError (403 outside the caller's program families, 404 unknown program).
 */
export const programComponentsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['/api/admin/events/{eventId}/components', { eventId }] as const,
    queryFn: async ({ signal }): Promise<AdminProgramComponent[]> =>
      (await responseData(adminApi.GET('/api/admin/events/{eventId}/components', { params: { path: { eventId } }, signal }))).components,
  });

/**
 * Adds a component of a type after the program's other components
 * (POST /api/admin/events/{eventId}/components; spec §6: admins only).
 * Returns the new component. Throws ApiError (422 naming componentType for an unknown type).
 */
export async function addProgramComponent(eventId: number, body: ComponentCreateRequest): Promise<AdminProgramComponent> {
  return (await responseData(adminApi.POST('/api/admin/events/{eventId}/components', { params: { path: { eventId } }, body }))).component;
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
  const call = adminApi.PUT('/api/admin/events/{eventId}/components/{componentId}', { params: { path: { eventId, componentId } }, body });
  return (await responseData(call)).component;
}

/**
 * Removes a component from the form (DELETE
 * /api/admin/events/{eventId}/components/{componentId}; the 'Add Component'
 * modal toggles components; admins only). Throws ApiError.
 */
export async function removeProgramComponent(eventId: number, componentId: number): Promise<void> {
  await adminApi.DELETE('/api/admin/events/{eventId}/components/{componentId}', { params: { path: { eventId, componentId } } });
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
  const call = adminApi.PUT('/api/admin/events/{eventId}/components/{componentId}/display-order/{n}', {
    params: { path: { eventId, componentId, n: displayOrder } },
  });
  return (await responseData(call)).components;
}
