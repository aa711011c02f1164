import type { ProgramSettingsField } from '@huddle/schemas';
import { createContext, useContext } from 'react';
import { isDependentFieldEnabled } from '@huddle/program-rules';
import type { SettingsFormField } from './use-settings-labels.ts';
import type { ProgramSettingsFormState } from './use-program-settings-form.ts';

/** What every settings input reads: the form state, the fields shown, the labels and error texts. */
export interface SettingsFormContextValue {
  form: ProgramSettingsFormState;
  visible: ReadonlySet<ProgramSettingsField>;
  labels: Record<SettingsFormField, string>;
  errorTexts: Record<string, string>;
}

/** Provided by ProgramSettingsForm around its inputs. */
export const SettingsFormContext = createContext<SettingsFormContextValue | null>(null);

/** How one settings field shows: hidden (spec §6), disabled, its label and its error text. */
export interface SettingsFieldView {
  isVisible: boolean;
  /** Not editable by this caller (spec §6), governed by an unticked box (spec §4), or saving. */
  isDisabled: boolean;
  label: string;
  error: string | undefined;
}

/** The view of one field inside ProgramSettingsForm; throws outside it. */
export function useSettingsField(field: SettingsFormField): SettingsFieldView & { form: ProgramSettingsFormState } {
  const context = useContext(SettingsFormContext);
  if (!context) throw new Error('useSettingsField is used outside ProgramSettingsForm');
  const { form, visible, labels, errorTexts } = context;
  const reason = form.errors[field];
  return {
    form,
    isVisible: visible.has(field) && (field in form.values || field === 'headerGraphicPath'),
    isDisabled: !form.editable.has(field) || !isDependentFieldEnabled(form.values, field) || form.saving,
    label: labels[field],
    error: reason ? errorTexts[reason] : form.serverErrors.get(field),
  };
}
