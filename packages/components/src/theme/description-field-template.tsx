import type { DescriptionFieldProps } from '@rjsf/utils';

/** Plain-text field or section description (schema `description`); never HTML. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div className="field__description" id={id}>
      {description}
    </div>
  );
}
