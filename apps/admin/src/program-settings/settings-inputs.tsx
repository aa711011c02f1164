import { Checkbox, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useCallback, useId } from 'react';
import { IsoDatePicker } from '../date-picker/iso-date-picker.tsx';
import { RichTextEditor } from '../rich-text/rich-text-editor.tsx';
import type { SettingsValues } from './settings-values.ts';
import { useSettingsField } from './settings-form-context.ts';
import type { RichTextSettingsField } from '@huddle/program-rules';
import type { SettingsFormField } from './use-settings-labels.ts';

/** Settings text fields (plain strings). */
type TextSettingsField = 'eventName' | 'programDisplayName' | 'applicationUrl' | 'facebookAddress' | 'instagramAddress' | 'twitterAddress';

/** Settings tick boxes. */
type BooleanSettingsField = Extract<
  SettingsFormField,
  { [K in keyof SettingsValues]-?: NonNullable<SettingsValues[K]> extends boolean ? K : never }[keyof SettingsValues]
>;

/** A one-line text setting with its label, optional hint and error (react-aria TextField). */
export function SettingsText({ field, hint, type = 'text' }: { field: TextSettingsField; hint?: string; type?: 'text' | 'url' }) {
  const view = useSettingsField(field);
  if (!view.isVisible) return null;
  return (
    <TextField
      className="settings-field"
      name={field}
      type={type}
      value={view.form.values[field]}
      onChange={(value) => view.form.edit(field, value)}
      isDisabled={view.isDisabled}
      isInvalid={view.error !== undefined}
      validationBehavior="aria"
    >
      <Label className="settings-field__label">{view.label}</Label>
      <Input className="settings-field__input" />
      {hint ? (
        <Text slot="description" className="settings-field__hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="settings-field__error">{view.error}</FieldError>
    </TextField>
  );
}

/** A text input kept as typed (program year, fee): the form reads the number from it. */
export function SettingsNumberText({ field, hint, onBlur }: { field: 'eventYear' | 'programFee'; hint?: string; onBlur?: () => void }) {
  const view = useSettingsField(field);
  if (!view.isVisible) return null;
  return (
    <TextField
      className="settings-field settings-field--short"
      name={field}
      inputMode={field === 'eventYear' ? 'numeric' : 'decimal'}
      value={view.form.texts[field]}
      onChange={(value) => view.form.setText(field, value)}
      onBlur={onBlur}
      isDisabled={view.isDisabled}
      isInvalid={view.error !== undefined}
      validationBehavior="aria"
    >
      <Label className="settings-field__label">{view.label}</Label>
      <Input className="settings-field__input" />
      {hint ? (
        <Text slot="description" className="settings-field__hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="settings-field__error">{view.error}</FieldError>
    </TextField>
  );
}

/** A tick box setting (react-aria Checkbox); a tick box with a dependent field applies the spec §4 rule. */
export function SettingsCheck({ field }: { field: BooleanSettingsField }) {
  const view = useSettingsField(field);
  if (!view.isVisible) return null;
  return (
    <Checkbox
      className="settings-check"
      name={field}
      isSelected={view.form.values[field] === true}
      onChange={(on) => view.form.edit(field, on)}
      isDisabled={view.isDisabled}
    >
      <svg aria-hidden="true" viewBox="0 0 18 18" className="settings-check__box">
        <polyline points="3.5 9.5 7.5 13 14.5 5" fill="none" />
      </svg>
      {view.label}
    </Checkbox>
  );
}

/** A date setting ('YYYY-MM-DD' or none), an IsoDatePicker. */
export function SettingsDate({ field }: { field: 'startDate' | 'endDate' | 'applicationDueDate' }) {
  const view = useSettingsField(field);
  if (!view.isVisible) return null;
  return (
    <IsoDatePicker
      className="settings-field settings-field--short"
      labelClassName="settings-field__label"
      label={view.label}
      name={field}
      value={view.form.values[field] ?? ''}
      onChange={(value) => view.form.edit(field, value === '' ? null : value)}
      isDisabled={view.isDisabled}
    />
  );
}

/** A rich text setting (spec §9 toolbar), with its error under it. */
export function SettingsRichText({ field }: { field: RichTextSettingsField }) {
  const view = useSettingsField(field);
  const errorId = useId();
  const { edit } = view.form;
  const onChange = useCallback((html: string) => edit(field, html), [edit, field]);
  if (!view.isVisible) return null;
  return (
    <div className="settings-rich-text">
      <RichTextEditor
        label={view.label}
        value={view.form.values[field] ?? ''}
        onChange={onChange}
        isDisabled={view.isDisabled}
        isInvalid={view.error !== undefined}
        describedBy={view.error !== undefined ? errorId : undefined}
      />
      {view.error !== undefined ? (
        <p id={errorId} className="settings-field__error">
          {view.error}
        </p>
      ) : null}
    </div>
  );
}
