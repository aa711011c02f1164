import { errorId, getUiOptions } from '@rjsf/utils';
import type { FieldTemplateProps } from '@rjsf/utils';
import { errorsVisible } from './program-form-context.ts';
import { labelId } from './field-described-by.ts';

const GROUP_WIDGETS = new Set(['radio', 'checkboxes']);

/**
 * Wraps every field: label (a `<label for>` for single inputs, a labelled
 * span for radio and checkbox groups), required mark, description, the
 * widget, help, and a polite live region holding the field's errors once
 * they are visible (see errorsVisible). Objects render through
 * ObjectFieldTemplate and get no wrapper here.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, help, description, hidden, required, displayLabel, schema, uiSchema, registry, classNames } =
    props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;

  const options = getUiOptions(uiSchema);
  const isGroup = schema.type === 'array' || GROUP_WIDGETS.has(String(options.widget ?? ''));
  const showErrors = errorsVisible(registry.formContext, id, rawErrors);
  const wide = isGroup || options.widget === 'textarea' || options.wide === true;
  const className = ['field', wide ? 'field--wide' : '', showErrors ? 'field--invalid' : '', classNames ?? ''].filter(Boolean).join(' ');
  const labelContent = (
    <>
      {label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );

  return (
    <div className={className}>
      {displayLabel && label ? (
        isGroup ? (
          <span className="field__label" id={labelId(id)}>
            {labelContent}
          </span>
        ) : (
          <label className="field__label" id={labelId(id)} htmlFor={id}>
            {labelContent}
          </label>
        )
      ) : null}
      {displayLabel && description ? description : null}
      {children}
      {help}
      <div className="field__errors" id={errorId(id)} aria-live="polite">
        {showErrors ? (
          <ul>
            {(rawErrors ?? []).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
