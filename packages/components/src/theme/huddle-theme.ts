import type { ThemeProps } from '@rjsf/core';
import { BaseInputTemplate } from './base-input-template.tsx';
import { CheckboxesWidget } from './checkboxes-widget.tsx';
import { DescriptionFieldTemplate } from './description-field-template.tsx';
import { FieldErrorTemplate } from './field-error-template.tsx';
import { FieldHelpTemplate } from './field-help-template.tsx';
import { FieldTemplate } from './field-template.tsx';
import { ObjectFieldTemplate } from './object-field-template.tsx';
import { RadioWidget } from './radio-widget.tsx';
import { SelectWidget } from './select-widget.tsx';
import { TextareaWidget } from './textarea-widget.tsx';

/**
 * The RJSF theme of Huddle forms (use with `withTheme` from @rjsf/core, or
 * through ProgramForm): text inputs, textarea, select, radio and checkbox
 * groups in columns, and a field template with label, required mark,
 * description, help and errors linked by aria-describedby. ProgramForm adds
 * the custom fields and widgets of the form's component types
 * (react-parts.ts files, loaded with the form: loadComponentReactParts).
 * Styles: theme.css.
 */
export const huddleTheme: ThemeProps = {
  templates: {
    BaseInputTemplate,
    DescriptionFieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
  },
  widgets: {
    CheckboxesWidget,
    RadioWidget,
    SelectWidget,
    TextareaWidget,
  },
};
