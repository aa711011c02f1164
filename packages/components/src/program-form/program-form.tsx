import { use, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { CompiledForm } from '@huddle/form-engine';
import type { FormServices } from '../form-services.ts';
import type { ProgramDisplay } from '../program-display.ts';
import { formInLanguage } from '../i18n/form-in-language.ts';
import { useInterfaceLanguage } from '../i18n/use-interface-language.ts';
import { huddleTheme } from '../theme/huddle-theme.ts';
import {
  componentFieldsAndWidgets,
  componentReactPartsReady,
  formReactPartTypes,
  loadComponentReactParts,
} from '../react-parts/react-parts-registry.ts';
import type { ProgramFormContext } from '../theme/program-form-context.ts';
import { withIncrementalTheme } from './incremental-form.tsx';
import { adoptAnswersGivenBeforeHydration, PROGRAM_FORM_CLASS } from './before-hydration.ts';
import { answerErrorSchema, useStableErrorSchema } from './answer-error-schema.ts';
import { programFormRjsfProps } from './program-form-rjsf-props.ts';
import { SectionComponents } from './section-components.tsx';
import { SubmitArea } from './submit-area.tsx';
import { checkAnswers, useAnswerCheck } from './use-answer-check.ts';

const ThemedForm = withIncrementalTheme<Record<string, unknown>, RJSFSchema, ProgramFormContext>(huddleTheme);

/** Props of ProgramForm. formData is owned by the parent, so answers survive a failed submit. */
export interface ProgramFormProps {
  compiled: CompiledForm;
  program: ProgramDisplay;
  formData: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  onSubmit(data: Record<string, unknown>): void | Promise<void>;
  /** True while the parent sends the answers: Submit reads 'Submitting...' and is inactive. */
  submitting?: boolean;
  /** Staff participant detail: only the Body, answers read-only, no submit. */
  readOnly?: boolean;
  /** Uploads and player database look-ups for the fields that need them. */
  services?: FormServices;
  /** Answer paths supplied by the player database ('playerDbInfo.firstName'): shown disabled (spec §4). */
  lockedFields?: ReadonlySet<string>;
}

/**
 * A program's application form (spec §2 public application form): Header
 * components, the Body rendered by RJSF with the Huddle theme (values of
 * hidden conditional fields dropped as they hide, field errors shown after a
 * field is left or a submit is attempted), the Submit area with its
 * missing-fields popover, then Footer components. Components whose type is
 * unavailable show a notice in place; the rest renders.
 *
 * The code of the form's component types (their display views, fields and
 * widgets) loads with the form (loadComponentReactParts): ProgramForm
 * suspends until it is there, so put a Suspense boundary above it, or load
 * the parts before rendering.
 *
 * Rendered on the server and hydrated, it takes what the applicant typed or
 * ticked before hydration as answers (adoptAnswersGivenBeforeHydration).
 *
 * The built-in components' own texts follow the interface language
 * (formInLanguage); program texts are shown as given.
 *
 * Validation is the engine's createValidator(compiled), the server's own:
 * its result feeds the field errors (RJSF `extraErrors`; RJSF's own
 * validation is off, so each change is validated once), the Submit state
 * and the popover. The validator compiles just after the first paint (see
 * useAnswerCheck); Submit checks the answers it sends once more.
 */
export function ProgramForm({
  compiled: source,
  program,
  formData,
  onChange,
  onSubmit,
  submitting = false,
  readOnly = false,
  services,
  lockedFields,
}: ProgramFormProps) {
  // Field errors and the built-in components' texts are written in the active language: a switch re-renders them.
  const compiled = formInLanguage(source, useInterfaceLanguage());
  const partTypes = formReactPartTypes(source);
  // Waits for the parts while they load; a form whose parts were loading when it first rendered keeps calling `use`
  // on the same (then fulfilled) thenable, as React expects of a render replayed after suspending.
  const parts = loadComponentReactParts(partTypes);
  if (parts !== componentReactPartsReady) use(parts);
  const { fields, widgets } = componentFieldsAndWidgets(partTypes);
  // The answers last reported to the parent. RJSF re-derives its whole state (defaults, the retrieved schema: walks
  // of the whole schema) whenever its formData prop changes, so answers handed back as they were reported are the
  // form's own and the prop is left out for them (RJSF keeps its state); answers from elsewhere (a restored draft, a
  // start over, a preload) are given as the prop and replace the form's.
  const reported = useRef<Record<string, unknown> | null>(null);
  const ownAnswers = formData === reported.current;
  // The form's own answers already hold the schema defaults (RJSF fills them in before reporting).
  const check = useAnswerCheck(compiled, formData, { enabled: !readOnly, defaultsFilled: ownAnswers });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [showAllErrors, setShowAllErrors] = useState(false);
  const formContext = useMemo<ProgramFormContext>(
    () => ({ touched, showAllErrors, bodyComponents: compiled.sections.Body, program, services, lockedFields }),
    [touched, showAllErrors, compiled, program, services, lockedFields],
  );
  const extraErrors = useStableErrorSchema(check === null ? undefined : answerErrorSchema(check.result));
  const handleBlur = useCallback((id: string) => setTouched((previous) => (previous[id] ? previous : { ...previous, [id]: true })), []);
  const handleChange = useCallback(
    (event: IChangeEvent<Record<string, unknown>>) => {
      const answers = event.formData ?? {};
      reported.current = answers;
      onChange(answers);
    },
    [onChange],
  );
  const formDataProp = ownAnswers ? {} : { formData };
  const handleSubmit = useCallback(
    (event: IChangeEvent<Record<string, unknown>>) => {
      setShowAllErrors(true);
      if (submitting) return;
      const answers = event.formData ?? {};
      if (!checkAnswers(compiled, answers).result.valid) return;
      void onSubmit(answers);
    },
    [submitting, compiled, onSubmit],
  );
  const revealErrors = useCallback(() => setShowAllErrors(true), []);
  const root = useRef<HTMLDivElement>(null);
  // A server-rendered form: what was typed before hydration becomes the answers (nothing to adopt otherwise).
  useLayoutEffect(() => {
    if (!readOnly && root.current !== null) adoptAnswersGivenBeforeHydration(root.current);
    // Once, when first committed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={root} className={`huddle-form ${PROGRAM_FORM_CLASS}${readOnly ? ' program-form--read-only' : ''}`}>
      {readOnly ? null : <SectionComponents components={compiled.sections.Header} program={program} />}
      <ThemedForm
        {...programFormRjsfProps(compiled, readOnly)}
        fields={fields}
        widgets={widgets}
        {...formDataProp}
        formContext={formContext}
        extraErrors={extraErrors}
        onChange={handleChange}
        onBlur={handleBlur}
        onSubmit={handleSubmit}
        className="program-form__body"
      >
        {readOnly ? (
          <></>
        ) : (
          <SubmitArea
            missing={check?.missing ?? null}
            valid={check?.result.valid ?? false}
            submitting={submitting}
            onInactivePress={revealErrors}
          />
        )}
      </ThemedForm>
      {readOnly ? null : <SectionComponents components={compiled.sections.Footer} program={program} />}
    </div>
  );
}
