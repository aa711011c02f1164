import type { AdminProgramResponse, InvalidParam, ProgramSettingsField } from '@huddle/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError, errorMessage } from '../api/api-error.ts';
import { formVersionsQuery } from '../api/program-builder-versions.ts';
import { programSettingsQuery, saveProgramSettings } from '../api/program-settings.ts';
import { publicProgramQuery } from '../api/programs.ts';
import {
  applySettingsEdit,
  formatProgramFee,
  parseProgramFee,
  programDateConflicts,
  settingsFormErrors,
  type ProgramDateConflict,
  type SettingsErrors,
  type SettingsTexts,
} from '@huddle/program-rules';
import { richTextPlainText } from '@huddle/program-rules/browser';
import { settingsUpdateRequest } from './settings-update-request.ts';
import type { SettingsValues } from './settings-values.ts';

/** The outcome shown under the Save button: saved, refused by the form, or the API's problem. */
export type SaveStatus = { kind: 'saved' } | { kind: 'invalid' } | { kind: 'failed'; message: string } | null;

/** The settings form's state and actions (see useProgramSettingsForm). */
export interface ProgramSettingsFormState {
  values: SettingsValues;
  texts: SettingsTexts;
  /** The fields this caller may change (the API's editableFields). */
  editable: ReadonlySet<ProgramSettingsField>;
  /** Refused fields to show: each edited field's, every field's after a Save attempt. */
  errors: SettingsErrors;
  /** The API's reasons for refused fields (422 invalid_params) of the last save. */
  serverErrors: ReadonlyMap<string, string>;
  /** spec §4: true after an edit, reset by a save. */
  changed: boolean;
  saving: boolean;
  status: SaveStatus;
  /** The date conflicts awaiting Continue or Cancel (spec §5), or null. */
  conflicts: ProgramDateConflict[] | null;
  edit: <K extends keyof SettingsValues>(field: K, value: SettingsValues[K]) => void;
  setText: (field: keyof SettingsTexts, text: string) => void;
  /** Shows the fee as 2 decimals with grouping once its input is left. */
  formatFee: () => void;
  requestSave: () => void;
  confirmSave: () => void;
  cancelSave: () => void;
  /** The header graphic upload saved headerGraphicPath (spec §4): kept without marking the form changed. */
  setHeaderGraphicPath: (path: string) => void;
}

function textsOf(values: SettingsValues, locale: string): SettingsTexts {
  return { eventYear: String(values.eventYear), programFee: formatProgramFee(values.programFee, locale) };
}

function serverErrorsOf(error: unknown): Map<string, string> {
  const invalid: InvalidParam[] = error instanceof ApiError ? error.invalid_params : [];
  return new Map(invalid.map((param) => [param.name, param.reason]));
}

/**
 * The program settings form (spec §4 'Program settings form'): values load
 * on entry (`initial`), every edit applies the spec §4 rules
 * (applySettingsEdit) and marks the form changed; Save checks the spec §5
 * rules, then the date rule: without conflicts it saves, with conflicts it
 * waits for Continue (save anyway) or Cancel. A save sends the editable
 * fields; the answer becomes the new values. `locale` reads and shows the fee.
 */
export function useProgramSettingsForm(initial: AdminProgramResponse, locale: string): ProgramSettingsFormState {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SettingsValues>(initial.program);
  const [texts, setTexts] = useState<SettingsTexts>(() => textsOf(initial.program, locale));
  const [editableFields, setEditableFields] = useState(initial.editableFields);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<SaveStatus>(null);
  const [conflicts, setConflicts] = useState<ProgramDateConflict[] | null>(null);

  const allErrors = useMemo(() => settingsFormErrors(values, texts, locale, richTextPlainText), [values, texts, locale]);
  const errors = useMemo(
    () => Object.fromEntries(Object.entries(allErrors).filter(([field]) => submitted || touched.has(field))) as SettingsErrors,
    [allErrors, submitted, touched],
  );
  const editable = useMemo(() => new Set(editableFields), [editableFields]);

  const edit = useCallback(
    <K extends keyof SettingsValues>(field: K, value: SettingsValues[K]) => {
      setValues((current) => applySettingsEdit(current, field, value));
      // spec §4: unticking the fee sets it to 0.
      if (field === 'requireProgramFee' && value !== true) setTexts((current) => ({ ...current, programFee: formatProgramFee(0, locale) }));
      setTouched((current) => new Set(current).add(field));
      setChanged(true);
      setStatus(null);
    },
    [locale],
  );

  const setText = useCallback(
    (field: keyof SettingsTexts, text: string) => {
      setTexts((current) => ({ ...current, [field]: text }));
      setTouched((current) => new Set(current).add(field));
      setChanged(true);
      setStatus(null);
      if (field === 'eventYear' && /^\d{4}$/.test(text.trim())) setValues((current) => ({ ...current, eventYear: Number(text.trim()) }));
      if (field === 'programFee') {
        const fee = parseProgramFee(text, locale);
        if (fee.ok) setValues((current) => ({ ...current, programFee: fee.dollars }));
      }
    },
    [locale],
  );

  const formatFee = useCallback(() => {
    const fee = parseProgramFee(texts.programFee, locale);
    if (fee.ok) setTexts((current) => ({ ...current, programFee: formatProgramFee(fee.dollars, locale) }));
  }, [texts.programFee, locale]);

  const save = useCallback(async () => {
    setConflicts(null);
    setSaving(true);
    try {
      const saved = await saveProgramSettings(values.eventId, settingsUpdateRequest(values, editableFields));
      // The loaded settings, the program lists, its public facts and (after a program year change)
      // its form versions are stale; this form keeps the saved values, so its settings are not reloaded now.
      void queryClient.invalidateQueries({ queryKey: programSettingsQuery(values.eventId).queryKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/events'] });
      void queryClient.invalidateQueries({ queryKey: publicProgramQuery(values.eventId).queryKey });
      void queryClient.invalidateQueries({ queryKey: formVersionsQuery(values.eventId).queryKey });
      setValues(saved.program);
      setTexts(textsOf(saved.program, locale));
      setEditableFields(saved.editableFields);
      setServerErrors(new Map());
      setChanged(false);
      setStatus({ kind: 'saved' });
    } catch (error) {
      setServerErrors(serverErrorsOf(error));
      setStatus({ kind: 'failed', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }, [values, editableFields, locale, queryClient]);

  const requestSave = useCallback(() => {
    setSubmitted(true);
    if (Object.keys(allErrors).length > 0) {
      setStatus({ kind: 'invalid' });
      return;
    }
    const found = programDateConflicts({ ...values, isLegendsDirectory: values.fixedRole === 'legends-directory' });
    if (found.length > 0) setConflicts(found);
    else void save();
  }, [allErrors, values, save]);

  const confirmSave = useCallback(() => void save(), [save]);
  const cancelSave = useCallback(() => setConflicts(null), []);
  const setHeaderGraphicPath = useCallback((path: string) => setValues((current) => ({ ...current, headerGraphicPath: path })), []);

  return {
    values,
    texts,
    editable,
    errors,
    serverErrors,
    changed,
    saving,
    status,
    conflicts,
    edit,
    setText,
    formatFee,
    requestSave,
    confirmSave,
    cancelSave,
    setHeaderGraphicPath,
  };
}
