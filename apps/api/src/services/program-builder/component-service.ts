import type { Kysely } from 'kysely';
import type { AdminProgramComponent, ComponentCreateRequest, ComponentUpdateRequest } from '@huddle/schemas';
import type { ComponentRegistry } from '@huddle/form-engine';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { sanitizeRichText } from '@huddle/program-rules/server';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import { builderWrite } from './builder-write.ts';
import { componentTypeOf, configurationErrors, defaultDisplayName, newComponentKey } from './component-types.ts';

type ComponentRow = Awaited<ReturnType<typeof findComponentRow>>;

/** The program's components by displayOrder then id (spec §2 Program Components). 404 problem for an unknown program. */
export async function listComponents(db: Kysely<Database>, registry: ComponentRegistry, eventId: number): Promise<AdminProgramComponent[]> {
  await findProgram(db, eventId);
  const rows = await db
    .selectFrom('program_components')
    .selectAll()
    .where('program_id', '=', eventId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => toAdminComponent(row, registry));
}

/**
 * POST /api/admin/events/{eventId}/components (spec §2 Add Component): adds a
 * component of a registry type (422 naming componentType for an unknown
 * one) after the program's other components, with the type's
 * defaultConfiguration, a componentKey of its own (newComponentKey) and the
 * display name given or the type name in words. Audit 'program.component.create'.
 */
export async function addComponent(
  ctx: ServiceContext,
  eventId: number,
  body: ComponentCreateRequest,
  actor: StaffActor,
): Promise<AdminProgramComponent> {
  const type = componentTypeOf(ctx.registry, body.componentType);
  if (type === undefined) {
    throw new ProblemError(422, 'Invalid request body', `There is no component type '${body.componentType}'.`, [
      { name: 'componentType', reason: 'must name a component type of GET /api/admin/components' },
    ]);
  }
  await findProgram(ctx.db, eventId);
  return builderWrite(ctx, { programId: eventId, actor, action: 'program.component.create' }, async (trx) => {
    const existing = await trx
      .selectFrom('program_components')
      .select(['component_key', 'display_order'])
      .where('program_id', '=', eventId)
      .execute();
    const { id } = await trx
      .insertInto('program_components')
      .values({
        program_id: eventId,
        component_type: body.componentType,
        component_key: newComponentKey(
          body.componentType,
          existing.map((row) => row.component_key),
        ),
        display_name: body.displayName ?? defaultDisplayName(body.componentType),
        display_order: Math.max(0, ...existing.map((row) => row.display_order)) + 1,
        component_text: body.componentText === undefined || body.componentText === null ? null : sanitizeRichText(body.componentText),
        configuration_json: JSON.stringify(type.defaultConfiguration),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const component = toAdminComponent(await findComponentRow(trx, eventId, id), ctx.registry);
    return { result: component, before: null, after: component, target: `component:${id}` };
  });
}

/**
 * PUT /api/admin/events/{eventId}/components/{componentId} ('Component
 * Details'): changes the display name, text (sanitized rich text) and/or
 * configuration (replaces the stored one; checked with configurationErrors:
 * 422 naming 'configuration.<field>'). Audit 'program.component.update'.
 */
export async function updateComponent(
  ctx: ServiceContext,
  eventId: number,
  componentId: number,
  body: ComponentUpdateRequest,
  actor: StaffActor,
): Promise<AdminProgramComponent> {
  const row = await findComponentRow(ctx.db, eventId, componentId);
  if (body.configuration !== undefined) {
    const type = componentTypeOf(ctx.registry, row.component_type);
    const invalid =
      type === undefined
        ? [{ name: 'configuration', reason: `component type '${row.component_type}' is not available` }]
        : configurationErrors(type, body.configuration);
    if (invalid.length > 0) throw new ProblemError(422, 'Invalid request body', 'The component configuration is not valid.', invalid);
  }
  const before = toAdminComponent(row, ctx.registry);
  return builderWrite(
    ctx,
    { programId: eventId, actor, action: 'program.component.update', target: `component:${componentId}` },
    async (trx) => {
      await trx
        .updateTable('program_components')
        .set({
          ...(body.displayName === undefined ? {} : { display_name: body.displayName }),
          ...(body.componentText === undefined
            ? {}
            : { component_text: body.componentText === null ? null : sanitizeRichText(body.componentText) }),
          ...(body.configuration === undefined ? {} : { configuration_json: JSON.stringify(body.configuration) }),
        })
        .where('id', '=', componentId)
        .execute();
      const after = toAdminComponent(await findComponentRow(trx, eventId, componentId), ctx.registry);
      return { result: after, before, after };
    },
  );
}

/** DELETE /api/admin/events/{eventId}/components/{componentId}: removes the component from the form. Audit 'program.component.delete'. */
export async function removeComponent(ctx: ServiceContext, eventId: number, componentId: number, actor: StaffActor): Promise<void> {
  const before = toAdminComponent(await findComponentRow(ctx.db, eventId, componentId), ctx.registry);
  await builderWrite(
    ctx,
    { programId: eventId, actor, action: 'program.component.delete', target: `component:${componentId}` },
    async (trx) => {
      await trx.deleteFrom('program_components').where('id', '=', componentId).execute();
      return { result: undefined, before, after: null };
    },
  );
}

/**
 * PUT /api/admin/events/{eventId}/components/{componentId}/display-order/{n}
 * (spec §2: Order editable): sets its displayOrder to n; returns every
 * component in the new order. Audit 'program.component.order'.
 */
export async function setComponentOrder(
  ctx: ServiceContext,
  eventId: number,
  componentId: number,
  order: number,
  actor: StaffActor,
): Promise<AdminProgramComponent[]> {
  const row = await findComponentRow(ctx.db, eventId, componentId);
  return builderWrite(
    ctx,
    { programId: eventId, actor, action: 'program.component.order', target: `component:${componentId}` },
    async (trx) => {
      await trx.updateTable('program_components').set({ display_order: order }).where('id', '=', componentId).execute();
      return {
        result: await listComponents(trx, ctx.registry, eventId),
        before: { displayOrder: row.display_order },
        after: { displayOrder: order },
      };
    },
  );
}

async function findComponentRow(db: Kysely<Database>, eventId: number, componentId: number) {
  const row = await db
    .selectFrom('program_components')
    .selectAll()
    .where('id', '=', componentId)
    .where('program_id', '=', eventId)
    .executeTakeFirst();
  if (row === undefined) {
    await findProgram(db, eventId);
    throw new ProblemError(404, 'Not Found', `Program ${eventId} has no component ${componentId}.`);
  }
  return row;
}

function toAdminComponent(row: ComponentRow, registry: ComponentRegistry): AdminProgramComponent {
  const type = componentTypeOf(registry, row.component_type);
  return {
    componentId: row.id,
    componentType: row.component_type,
    componentKey: row.component_key,
    displayName: row.display_name,
    displayOrder: row.display_order,
    componentText: row.component_text,
    configuration: JSON.parse(row.configuration_json) as AdminProgramComponent['configuration'],
    section: type?.section ?? null,
    hasAdmin: type?.configSchema !== undefined,
    available: type !== undefined,
  };
}
