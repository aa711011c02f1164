import { configurationValidator, huddleTheme } from '@huddle/components';
import { Trans } from '@lingui/react/macro';
import { withTheme } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';

const ThemedForm = withTheme<Record<string, unknown>, RJSFSchema>(huddleTheme);

/** Props of ComponentConfigForm: the type's configSchema, the configuration shown and what edits and Save do. */
export interface ComponentConfigFormProps {
  /** The component type's configSchema (JSON Schema 2020-12 of its admin configuration). */
  schema: Record<string, unknown>;
  /** The configuration being edited (stored configuration over the type's defaults, plus unsaved edits). */
  configuration: Record<string, unknown>;
  /** True when `configuration` differs from the saved one: Save and Discard are active. */
  changed: boolean;
  /** False for staff who may only look (spec §6): the fields are read-only and there is no Save. */
  canEdit: boolean;
  saving: boolean;
  onEdit(configuration: Record<string, unknown>): void;
  /** Called by Save with a configuration the schema accepts (RJSF validates first and shows field errors otherwise). */
  onSave(configuration: Record<string, unknown>): void;
  onDiscard(): void;
}

/**
 * The admin editor of a component in 'Component Details' (spec §2;
 * ARCHITECTURE.md §2: the type's configSchema rendered with the same form
 * engine as the public form: RJSF and the Huddle theme), validated by the
 * schema's precompiled check (configurationValidator; the builder route
 * loads the checks module first: nothing is compiled in the page). Every edit goes to
 * `onEdit` (the live preview follows it); Save validates against the
 * schema, then calls onSave.
 */
export function ComponentConfigForm({
  schema,
  configuration,
  changed,
  canEdit,
  saving,
  onEdit,
  onSave,
  onDiscard,
}: ComponentConfigFormProps) {
  const validator = useMemo(() => configurationValidator(schema as RJSFSchema), [schema]);
  return (
    <ThemedForm
      className="huddle-form component-config-form"
      schema={schema as RJSFSchema}
      formData={configuration}
      validator={validator}
      readonly={!canEdit}
      noHtml5Validate
      showErrorList={false}
      onChange={(event) => onEdit(event.formData ?? {})}
      onSubmit={(event) => onSave(event.formData ?? {})}
    >
      {canEdit ? (
        <div className="builder-actions">
          <Button type="submit" className="button button--primary" isDisabled={!changed || saving}>
            {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
          </Button>
          <Button className="button" isDisabled={!changed || saving} onPress={onDiscard}>
            <Trans>Discard Changes</Trans>
          </Button>
        </div>
      ) : (
        <></>
      )}
    </ThemedForm>
  );
}
