import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError, errorMessage } from '../api/api-error.ts';
import {
  type AdminProgramComponent,
  addProgramComponent,
  componentTypesQuery,
  programComponentsQuery,
  removeProgramComponent,
  setComponentDisplayOrder,
  updateProgramComponent,
} from '../api/program-builder-components.ts';
import { AddComponentModal, type ComponentToggles } from './add-component-modal.tsx';
import { ComponentDetails } from './component-details.tsx';
import { ComponentsTable } from './components-table.tsx';
import { dropDisplayOrder } from './display-order.ts';
import { draftComponents, useDraftSync } from './use-draft-sync.ts';

/** Props of ComponentsPanel: the program, what the user may do (spec §6) and who to tell when the form changed. */
export interface ComponentsPanelProps {
  programId: number;
  /** programs.edit: order and configuration. */
  canEdit: boolean;
  /** programs.components.create: 'New' (admins only). */
  canCreate: boolean;
  /** Called after a save that may have made a new form version. */
  onFormChanged(): void;
}

/** The unsaved configuration of one component. */
interface ConfigurationEdit {
  componentId: number;
  configuration: Record<string, unknown>;
}

function problemText(error: unknown): string {
  const reasons = error instanceof ApiError ? error.invalid_params.map((param) => `${param.name}: ${param.reason}`) : [];
  return [errorMessage(error), ...reasons].join(' ');
}

/** Moves the item at `from` to `to` (0-based), for the order shown while a drop is saved. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The Program Components panel (spec §2): the components table (order by
 * number or drag and drop), 'New' with the 'Add Component' modal (admins
 * only) and the 'Component Details' side panel with the selected
 * component's admin editor. The components, with the configuration being
 * edited, go to the program draft on every edit (the live preview).
 */
export function ComponentsPanel({ programId, canEdit, canCreate, onFormChanged }: ComponentsPanelProps) {
  const queryClient = useQueryClient();
  const list = useQuery(programComponentsQuery(programId));
  const types = useQuery(componentTypesQuery());
  const setComponents = useCallback(
    (update: (current: AdminProgramComponent[]) => AdminProgramComponent[]) =>
      queryClient.setQueryData(programComponentsQuery(programId).queryKey, (current) =>
        current === undefined ? current : update(current),
      ),
    [queryClient, programId],
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [edit, setEdit] = useState<ConfigurationEdit | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [detailsFailure, setDetailsFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const components = list.data ?? null;
  const drafted = useMemo(
    () =>
      components === null || edit === null
        ? components
        : components.map((component) =>
            component.componentId === edit.componentId ? { ...component, configuration: edit.configuration } : component,
          ),
    [components, edit],
  );
  useDraftSync(programId, drafted, draftComponents);

  const selected = components?.find((component) => component.componentId === selectedId) ?? null;
  const selectedType = selected === null ? undefined : types.data?.find((type) => type.name === selected.componentType);
  const savedConfiguration = useMemo(
    () => (selected === null ? {} : { ...(selectedType?.defaultConfiguration ?? {}), ...selected.configuration }),
    [selected, selectedType],
  );
  const shownConfiguration = edit !== null && edit.componentId === selectedId ? edit.configuration : savedConfiguration;
  const changed = JSON.stringify(shownConfiguration) !== JSON.stringify(savedConfiguration);

  const run = async (work: () => Promise<AdminProgramComponent[]>): Promise<boolean> => {
    setFailure(null);
    try {
      const next = await work();
      setComponents(() => next);
      onFormChanged();
      return true;
    } catch (error) {
      setFailure(problemText(error));
      void queryClient.invalidateQueries({ queryKey: programComponentsQuery(programId).queryKey });
      return false;
    }
  };

  const select = (componentId: number) => {
    if (componentId !== selectedId) {
      setEdit(null);
      setDetailsFailure(null);
    }
    setSelectedId(componentId);
  };

  const order = (componentId: number, displayOrder: number) =>
    void run(() => setComponentDisplayOrder(programId, componentId, displayOrder));

  const move = (componentId: number, to: number) => {
    if (components === null) return;
    const plan = dropDisplayOrder(
      components.map((component) => ({ id: component.componentId, displayOrder: component.displayOrder })),
      componentId,
      to,
    );
    const from = components.findIndex((component) => component.componentId === componentId);
    setComponents((current) => moved(current, from, to));
    void run(async () => {
      if (plan.kind === 'one') return setComponentDisplayOrder(programId, plan.id, plan.displayOrder);
      let next = components;
      for (const entry of plan.orders) next = await setComponentDisplayOrder(programId, entry.id, entry.displayOrder);
      return next;
    });
  };

  const toggle = ({ add, remove }: ComponentToggles) =>
    run(async () => {
      for (const componentType of add) await addProgramComponent(programId, { componentType });
      for (const component of remove) await removeProgramComponent(programId, component.componentId);
      if (remove.some((component) => component.componentId === selectedId)) setSelectedId(null);
      setEdit(null);
      return queryClient.fetchQuery(programComponentsQuery(programId));
    });

  const save = async (configuration: Record<string, unknown>) => {
    if (selected === null) return;
    setSaving(true);
    setDetailsFailure(null);
    try {
      const saved = await updateProgramComponent(programId, selected.componentId, { configuration });
      setComponents((current) => current.map((component) => (component.componentId === saved.componentId ? saved : component)));
      setEdit(null);
      onFormChanged();
    } catch (error) {
      setDetailsFailure(problemText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card builder-panel" aria-labelledby="program-components-title">
      <div className="builder-panel__header">
        <h2 id="program-components-title" className="builder-panel__title">
          <Trans>Program Components</Trans>
        </h2>
        <AddComponentModal
          types={types.data ?? []}
          components={components ?? []}
          isDisabled={!canCreate || components === null || types.data === undefined}
          onSave={toggle}
        />
      </div>
      {list.isError ? (
        <p role="alert" className="alert alert--error">
          {errorMessage(list.error)}
        </p>
      ) : null}
      {failure === null ? null : (
        <p role="alert" className="alert alert--error">
          {failure}
        </p>
      )}
      <div className="builder-panel__body">
        <div className="builder-panel__list">
          {components === null ? (
            list.isPending ? (
              <p className="muted">
                <Trans>Loading...</Trans>
              </p>
            ) : null
          ) : (
            <ComponentsTable
              components={components}
              selectedId={selectedId}
              canEdit={canEdit}
              onSelect={select}
              onOrder={order}
              onMove={move}
            />
          )}
        </div>
        <ComponentDetails
          component={selected}
          type={selectedType}
          typesLoading={types.isPending}
          configuration={shownConfiguration}
          changed={changed}
          canEdit={canEdit}
          saving={saving}
          failure={detailsFailure}
          onEdit={(configuration) => selected !== null && setEdit({ componentId: selected.componentId, configuration })}
          onSave={(configuration) => void save(configuration)}
          onDiscard={() => setEdit(null)}
        />
      </div>
    </section>
  );
}
