import { forwardRef, useMemo, type ComponentType, type Ref } from 'react';
import Form from '@rjsf/core';
import type { FormProps, FormState, ThemeProps } from '@rjsf/core';
import { ERRORS_KEY, getByPath, isObject, type FormContextType, type RJSFSchema } from '@rjsf/utils';
import { plainLeafChange, type FieldChange } from './plain-leaf-change.ts';

type AnyProps = FormProps<unknown, RJSFSchema, FormContextType>;
type AnyState = FormState<unknown, RJSFSchema, FormContextType>;
/** RJSF Form's own change processing (Form.prototype.processChange, @rjsf/core 6.11: private in its types). */
type ProcessChange = (this: Form, change: FieldChange, isLast: boolean, prevState: AnyState, props: AnyProps) => Partial<AnyState>;

const rjsfProcessChange = (Form.prototype as unknown as { processChange?: ProcessChange }).processChange;
if (typeof rjsfProcessChange !== 'function') {
  throw new Error('@rjsf/core Form has no processChange: IncrementalForm needs the version pinned in package.json');
}

/**
 * Answers objects RJSF's own change processing produced (or a plain change
 * derived from one), and those a form starts with when it is given no
 * answers (the schema's defaults alone): defaults filled, no extra data. A
 * plain change only ever starts from one of these, so answers handed in
 * through props (a draft, a preload, a start over) go through RJSF once
 * first.
 */
const processedAnswers = new WeakSet<object>();

/**
 * RJSF's Form with the per-keystroke cost of a plain field change cut
 * (issue 11): a change plainLeafChange accepts sets the value and keeps
 * the rest of the state as it is, instead of RJSF re-deriving defaults,
 * the retrieved schema, sanitized and omitted data over the whole form
 * (the same answers, parity-tested in incremental-form.test.tsx); every
 * other change, and any change after answers came in through props, is
 * RJSF's own. Same props, same behaviour as Form otherwise.
 */
export class IncrementalForm<T = unknown, S extends RJSFSchema = RJSFSchema, F extends FormContextType = FormContextType> extends Form<
  T,
  S,
  F
> {
  constructor(props: FormProps<T, S, F>) {
    super(props);
    const given: unknown = props.formData ?? props.initialFormData;
    const { formData } = this.state;
    const givenNothing = given === undefined || (isObject(given) && Object.keys(given).length === 0);
    if (givenNothing && isObject(formData)) processedAnswers.add(formData);
  }
}

Object.defineProperty(IncrementalForm.prototype, 'processChange', {
  configurable: true,
  writable: true,
  value: function processChange(this: Form, change: FieldChange, isLast: boolean, prevState: AnyState, props: AnyProps) {
    const previous = prevState.formData;
    const plain =
      isObject(previous) && processedAnswers.has(previous)
        ? plainLeafChange(change, {
            schema: prevState.schema,
            formData: previous,
            validatesChanges: props.noValidate !== true,
            inert: props.disabled === true || props.readonly === true,
            hasCustomErrorsAtPath:
              ((getByPath(prevState.customErrors?.ErrorSchema, [...change.path, ERRORS_KEY]) as unknown[] | undefined)?.length ?? 0) > 0,
          })
        : null;
    const state: Partial<AnyState> = plain === null ? rjsfProcessChange.call(this, change, isLast, prevState, props) : { formData: plain };
    if (isObject(state.formData)) processedAnswers.add(state.formData);
    return state;
  },
});

/**
 * IncrementalForm with a theme's fields, widgets and templates, the props'
 * own added over them (as @rjsf/core's withTheme does for Form).
 */
export function withIncrementalTheme<T = unknown, S extends RJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(
  theme: ThemeProps<T, S, F>,
): ComponentType<FormProps<T, S, F> & { ref?: Ref<IncrementalForm<T, S, F>> }> {
  const Themed = forwardRef<IncrementalForm<T, S, F>, FormProps<T, S, F>>(function Themed(
    { fields: ownFields, widgets: ownWidgets, templates: ownTemplates, ...props },
    ref,
  ) {
    const fields = useMemo(() => ({ ...theme.fields, ...ownFields }), [ownFields]);
    const widgets = useMemo(() => ({ ...theme.widgets, ...ownWidgets }), [ownWidgets]);
    const templates = useMemo(
      () => ({
        ...theme.templates,
        ...ownTemplates,
        ButtonTemplates: { ...theme.templates?.ButtonTemplates, ...ownTemplates?.ButtonTemplates },
      }),
      [ownTemplates],
    );
    return <IncrementalForm<T, S, F> {...theme} {...props} fields={fields} widgets={widgets} templates={templates} ref={ref} />;
  });
  return Themed as ComponentType<FormProps<T, S, F> & { ref?: Ref<IncrementalForm<T, S, F>> }>;
}
