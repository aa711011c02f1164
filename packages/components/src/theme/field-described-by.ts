import { descriptionId, errorId, getUiOptions, helpId } from '@rjsf/utils';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * The `aria-describedby` value of a widget: its error region (always
 * rendered by FieldTemplate, so the reference never dangles), plus its
 * description and help when the schema or UI schema defines them.
 */
export function fieldDescribedBy(id: string, schema: RJSFSchema, uiSchema: UiSchema | undefined): string {
  const options = getUiOptions(uiSchema);
  const ids = [errorId(id)];
  if (schema.description || options.description) ids.push(descriptionId(id));
  if (options.help) ids.push(helpId(id));
  return ids.join(' ');
}

/** Id of the visible label of a field, referenced by group widgets through aria-labelledby. */
export function labelId(id: string): string {
  return `${id}__label`;
}
