import { t } from '@lingui/core/macro';
import type { FocusEvent, ReactNode } from 'react';
import { choiceColumnsStyle } from './choice-columns.ts';
import { labelId } from './field-described-by.ts';

/** Read to screen reader users with a required multi-select group (the label's '*' is not read). */
export function groupRequiredText(): string {
  return t`Required: choose at least one.`;
}

/** Props of ChoiceGroup. */
export interface ChoiceGroupProps {
  /** 'radio': a radiogroup (one answer); 'checkbox': a group (several answers). */
  kind: 'radio' | 'checkbox';
  /** The field id: the group's id, labelled by the field label (labelId). */
  id: string;
  /** `ui:options.columns`: choices per row (one on narrow screens). */
  columns?: unknown;
  /** The field's description, help and error ids (fieldDescribedBy). */
  describedBy: string;
  required?: boolean;
  invalid?: boolean;
  readonly?: boolean;
  disabled?: boolean;
  /** Called when focus comes into the group, not when it moves from one box to another. */
  onEnter(): void;
  /** Called when focus leaves the group, so a field counts as left only once the whole group was. */
  onLeave(): void;
  /** The NativeChoice boxes. */
  children: ReactNode;
}

/**
 * The container of a field's radios or checkboxes, in columns. A radiogroup
 * carries required, invalid and read-only itself; a checkbox group takes no
 * aria-required, so a required one is described by a hidden note
 * ('Required: choose at least one.') and no box is marked required (choosing
 * one is enough).
 */
export function ChoiceGroup({
  kind,
  id,
  columns,
  describedBy,
  required,
  invalid,
  readonly,
  disabled,
  onEnter,
  onLeave,
  children,
}: ChoiceGroupProps) {
  const radio = kind === 'radio';
  const requiredId = `${id}__required`;
  const note = !radio && required;
  const fromOutside = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);
  return (
    <div
      role={radio ? 'radiogroup' : 'group'}
      id={id}
      className="choices"
      style={choiceColumnsStyle(columns)}
      aria-labelledby={labelId(id)}
      aria-describedby={[note ? requiredId : '', describedBy].filter(Boolean).join(' ') || undefined}
      aria-required={(radio && required) || undefined}
      aria-invalid={(radio && invalid) || undefined}
      aria-readonly={(radio && readonly) || undefined}
      aria-disabled={disabled || undefined}
      onFocus={(event) => {
        if (fromOutside(event)) onEnter();
      }}
      onBlur={(event) => {
        if (fromOutside(event)) onLeave();
      }}
    >
      {note ? (
        <span id={requiredId} className="visually-hidden">
          {groupRequiredText()}
        </span>
      ) : null}
      {children}
    </div>
  );
}
