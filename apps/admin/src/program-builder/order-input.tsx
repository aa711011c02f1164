import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FieldError, Input, TextField } from 'react-aria-components';
import { MAX_DISPLAY_ORDER, parseDisplayOrder } from './display-order.ts';

/** Props of OrderInput: the saved order, the input's accessible name and what a changed order does. */
export interface OrderInputProps {
  value: number;
  /** e.g. 'Order of Personal Information'. */
  label: string;
  /** Saves a changed order (whole number 0 to 1,000,000); the saved value comes back through `value`. */
  onCommit(displayOrder: number): void;
  isDisabled?: boolean;
}

/**
 * The editable Order cell of the Program Components and Program Questions
 * tables (spec §2): a text input that saves when left or on Enter, only
 * when the text is a whole number 0 to 1,000,000 different from the saved
 * order; other text shows why and is not saved; Escape brings the saved
 * order back.
 */
export function OrderInput({ value, label, onCommit, isDisabled = false }: OrderInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(value);
  const parsed = parseDisplayOrder(shown);
  const commit = () => {
    if (text === null) return;
    if (parsed === null) return;
    setText(null);
    if (parsed !== value) onCommit(parsed);
  };
  return (
    <TextField
      className="order-input"
      aria-label={label}
      value={shown}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setText(null);
      }}
      isInvalid={parsed === null}
      isDisabled={isDisabled}
    >
      <Input className="order-input__input" inputMode="numeric" autoComplete="off" />
      <FieldError className="order-input__error">{t`Whole number 0 to ${MAX_DISPLAY_ORDER}`}</FieldError>
    </TextField>
  );
}
