import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { errorId, getUiOptions } from '@rjsf/utils';
import type { FieldProps } from '@rjsf/utils';
import { errorsVisible, type ProgramFormContext } from '../../theme/program-form-context.ts';
import { useInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import { fileNameText, fileTypeText, tooLargeText, uploadRefusalText } from './upload-refusal-text.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from './upload-slots.ts';
import './file-upload.css';

/** The answer of one upload slot: the stored file's id and name. */
export interface UploadSlotAnswer {
  uploadId: string;
  fileName: string;
}

/** spec §5: accepted names end .doc, .docx, .pdf or .txt. */
const ACCEPTED_NAME = /\.(docx?|pdf|txt)$/i;
/** spec §5/§8: a name whose base has no letter or digit is refused ('remove special characters'). */
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

type SlotState = { kind: 'idle' } | { kind: 'uploading'; fileName: string } | { kind: 'refused'; message: string };

function isAnswer(value: unknown): value is UploadSlotAnswer {
  return typeof value === 'object' && value !== null && typeof (value as UploadSlotAnswer).fileName === 'string';
}

/**
 * 'FileUpload.Slot': one upload slot of a FileUpload component (spec §2,
 * §5, §8). Editable: a file input accepting .pdf, .doc, .docx and .txt; the
 * chosen file is checked (10 MB at most, an accepted extension, a name with
 * a letter or digit) and sent with `formContext.services.uploadFile(file,
 * slot)`, showing 'Uploading {name}...' meanwhile; the answer becomes
 * { uploadId, fileName } and the stored name shows with a Remove button. A
 * refusal clears the slot and says why in an alert: over 10 MB 'The file
 * that you are uploading is too large...', special characters 'Error
 * uploading document {file}. Please remove special characters...', else the
 * server's message. Required errors show once the slot was left or a submit
 * was attempted. Focus in the slot stays in it as the input and the stored
 * name replace each other. Read-only (participant detail): the stored name, a download
 * link when `services.downloadUrl` exists, or 'No Uploaded File(s)'.
 */
export function FileUploadSlotField(props: FieldProps<UploadSlotAnswer | undefined>) {
  const { schema, uiSchema, formData, onChange, onBlur, fieldPathId, registry, readonly, disabled, rawErrors, required } = props;
  const context = registry.formContext as Partial<ProgramFormContext> | undefined;
  const services = context?.services;
  const slot = Number(getUiOptions(uiSchema).slot ?? 0);
  const id = fieldPathId.$id;
  const label = schema.title ?? '';
  const answer = isAnswer(formData) ? formData : undefined;
  const [state, setState] = useState<SlotState>({ kind: 'idle' });
  useInterfaceLanguage();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The input is disabled while uploading and replaced by the stored name afterwards (and the
  // other way round on Remove): focus, which was in the slot, moves to what replaced it
  // (Remove, or the input again) instead of falling to the page.
  const slotRef = useRef<HTMLDivElement>(null);
  const keepFocus = useRef(false);
  const hasAnswer = answer !== undefined;
  useEffect(() => {
    if (!keepFocus.current || state.kind === 'uploading') return;
    keepFocus.current = false;
    slotRef.current?.querySelector<HTMLElement>(hasAnswer ? '.file-upload__remove' : '.file-upload__input')?.focus();
  }, [hasAnswer, state.kind]);

  if (readonly || disabled) {
    const href = answer && services?.downloadUrl && 'uploadId' in answer ? services.downloadUrl(answer.uploadId) : undefined;
    return (
      <div className="field field--wide file-upload" id={id}>
        <span className="field__label">{label}</span>
        {answer === undefined ? (
          <p className="file-upload__none">{t`No Uploaded File(s)`}</p>
        ) : href ? (
          <a className="file-upload__name" href={href} download={answer.fileName}>
            {answer.fileName}
          </a>
        ) : (
          <span className="file-upload__name">{answer.fileName}</span>
        )}
      </div>
    );
  }

  const refuse = (message: string) => {
    setState({ kind: 'refused', message });
    onChange(undefined, fieldPathId.path);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) return refuse(tooLargeText());
    if (!ACCEPTED_NAME.test(file.name)) return refuse(fileTypeText(file.name));
    if (!HAS_LETTER_OR_DIGIT.test(file.name.replace(ACCEPTED_NAME, ''))) return refuse(fileNameText(file.name));
    if (!services) return refuse(t`Uploads are not available right now. Please try again later.`);
    keepFocus.current = slotRef.current?.contains(document.activeElement) ?? false;
    setState({ kind: 'uploading', fileName: file.name });
    try {
      const stored = await services.uploadFile(file, slot);
      if (!mounted.current) return;
      setState({ kind: 'idle' });
      onChange({ uploadId: stored.uploadId, fileName: stored.fileName }, fieldPathId.path);
    } catch (error) {
      if (mounted.current) refuse(uploadRefusalText(error, file.name));
    }
  };

  const showErrors = state.kind !== 'uploading' && errorsVisible(registry.formContext, id, rawErrors);
  const statusId = `${id}__status`;
  return (
    <div
      ref={slotRef}
      className={['field', 'field--wide', 'file-upload', showErrors ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      onBlur={() => onBlur(id, formData)}
    >
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {answer ? (
        <div className="file-upload__stored">
          <span className="file-upload__name" id={id}>
            {answer.fileName}
          </span>
          <button
            type="button"
            className="button file-upload__remove"
            aria-label={t`Remove ${answer.fileName}`}
            onClick={() => {
              keepFocus.current = true;
              onChange(undefined, fieldPathId.path);
            }}
          >
            {t`Remove`}
          </button>
        </div>
      ) : (
        <input
          className="input file-upload__input"
          type="file"
          id={id}
          name={id}
          accept={UPLOAD_ACCEPT}
          required={required}
          aria-invalid={showErrors || undefined}
          aria-describedby={`${statusId} ${errorId(id)}`}
          disabled={state.kind === 'uploading'}
          onChange={(event) => void choose(event)}
        />
      )}
      <p className="field__help">{t`One .pdf, .doc, .docx or .txt file, 10 MB at most.`}</p>
      <div id={statusId}>
        {state.kind === 'uploading' ? (
          <p className="file-upload__progress" role="status">
            {t`Uploading ${state.fileName}...`}
          </p>
        ) : null}
        {state.kind === 'refused' ? (
          <p className="file-upload__alert" role="alert">
            {state.message}
          </p>
        ) : null}
      </div>
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
