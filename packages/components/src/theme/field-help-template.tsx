import { helpId } from '@rjsf/utils';
import type { FieldHelpProps } from '@rjsf/utils';

/** Renders a field's plain-text `ui:help` under the widget, with the id widgets reference in aria-describedby. */
export function FieldHelpTemplate({ fieldPathId, help }: FieldHelpProps) {
  if (!help) return null;
  return (
    <p className="field__help" id={helpId(fieldPathId)}>
      {help}
    </p>
  );
}
