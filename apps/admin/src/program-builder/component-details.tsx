import { Trans } from '@lingui/react/macro';
import type { AdminProgramComponent, ComponentTypeInfo } from '../api/program-builder-components.ts';
import { ComponentConfigForm } from './component-config-form.tsx';

/** Props of ComponentDetails: the selected component (or null), its type, the configuration edit and the actions. */
export interface ComponentDetailsProps {
  component: AdminProgramComponent | null;
  /** The component's type from GET /api/admin/components; undefined while loading or for an unknown type. */
  type: ComponentTypeInfo | undefined;
  /** True while the component types load (the editor waits for the type's configSchema). */
  typesLoading: boolean;
  /** The configuration shown: the unsaved edit, else the stored configuration over the type's defaults. */
  configuration: Record<string, unknown>;
  changed: boolean;
  canEdit: boolean;
  saving: boolean;
  /** Why the last save was refused (the API's message and field reasons), or null. */
  failure: string | null;
  onEdit(configuration: Record<string, unknown>): void;
  onSave(configuration: Record<string, unknown>): void;
  onDiscard(): void;
}

/**
 * The 'Component Details' side panel of Program Components (spec §2):
 * 'Please Select a Component' until a row is chosen; the component's name
 * and 'No Admin for this Component' when its type has no configSchema;
 * otherwise its admin editor (ComponentConfigForm).
 */
export function ComponentDetails({
  component,
  type,
  typesLoading,
  configuration,
  changed,
  canEdit,
  saving,
  failure,
  onEdit,
  onSave,
  onDiscard,
}: ComponentDetailsProps) {
  return (
    <section className="builder-details" aria-labelledby="component-details-title">
      <h3 id="component-details-title" className="builder-details__title">
        <Trans>Component Details</Trans>
      </h3>
      {component === null ? (
        <p className="muted">
          <Trans>Please Select a Component</Trans>
        </p>
      ) : (
        <>
          <p className="builder-details__name">{component.displayName}</p>
          {failure === null ? null : (
            <p role="alert" className="alert alert--error">
              {failure}
            </p>
          )}
          {typesLoading && component.hasAdmin ? (
            <p className="muted">
              <Trans>Loading...</Trans>
            </p>
          ) : !component.hasAdmin || !type?.configSchema ? (
            <p className="muted">
              <Trans>No Admin for this Component</Trans>
            </p>
          ) : (
            <ComponentConfigForm
              key={component.componentId}
              schema={type.configSchema}
              configuration={configuration}
              changed={changed}
              canEdit={canEdit}
              saving={saving}
              onEdit={onEdit}
              onSave={onSave}
              onDiscard={onDiscard}
            />
          )}
        </>
      )}
    </section>
  );
}
