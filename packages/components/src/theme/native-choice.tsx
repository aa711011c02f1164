import type { ReactNode } from 'react';

/** Props of NativeChoice. */
export interface NativeChoiceProps {
  /** 'checkbox' (several may be chosen) or 'radio' (one per `name`). */
  type: 'checkbox' | 'radio';
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  checked: boolean;
  /** Called with the box's new state; not called while disabled or read-only. */
  onChange(checked: boolean): void;
  /** Radios sharing a name form one group: one tab stop, arrow keys move and choose (the browser's own behaviour). */
  name?: string;
  value?: string;
  id?: string;
  disabled?: boolean;
  /** Shown but not changeable (announced as read-only on a checkbox; a radio group says so on its radiogroup). */
  readOnly?: boolean;
  /** Marks the box aria-invalid and draws its mark in the error colour. */
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
  /** Extra class names of the label (the choice). */
  className?: string;
  onFocus?(): void;
  onBlur?(): void;
}

/**
 * One checkbox or radio of the form: a native input (visually hidden, still
 * focusable and announced) inside its label, followed by the drawn mark the
 * theme styles from the input's state (`.choice__input:checked +
 * .choice__mark`, `:focus-visible`, `[aria-invalid]`, `[data-readonly]`).
 * Native elements give the keyboard and screen reader behaviour with no
 * widget library. A read-only box cancels the click (mouse, Space, or the
 * arrow keys of a radio group), so its checked state never changes.
 */
export function NativeChoice({
  type,
  label,
  checked,
  onChange,
  readOnly,
  invalid,
  describedBy,
  className,
  onFocus,
  onBlur,
  ...input
}: NativeChoiceProps) {
  return (
    <label className={['choice', `choice--${type}`, className].filter(Boolean).join(' ')}>
      <input
        {...input}
        type={type}
        className="choice__input"
        checked={checked}
        data-readonly={readOnly || undefined}
        aria-readonly={(readOnly && type === 'checkbox') || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        onClick={readOnly ? (event) => event.preventDefault() : undefined}
        onChange={(event) => {
          if (!readOnly) onChange(event.target.checked);
        }}
        onFocus={onFocus && (() => onFocus())}
        onBlur={onBlur && (() => onBlur())}
      />
      <span className="choice__mark" aria-hidden="true" />
      <span className="choice__label">{label}</span>
    </label>
  );
}
