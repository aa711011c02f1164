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
import { componentFields, componentWidgets } from '../react-parts/react-parts-registry.ts';

/**
 * The RJSF theme of Huddle forms (use with `withTheme` from @rjsf/core, or
 * through ProgramForm): text inputs, textarea, select, radio and checkbox
 * groups in columns, and a field template with label, required mark,
 * description, help and errors linked by aria-describedby, plus the custom
 * fields and widgets of every component type (react-parts.ts files).
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
  fields: componentFields,
  widgets: {
    ...componentWidgets,
    CheckboxesWidget,
    RadioWidget,
    SelectWidget,
    TextareaWidget,
  },
};
