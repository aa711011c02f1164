import { useState } from 'react';
import type { ChangeEvent } from 'react';
import type { PlainField, PlainSection } from './plain-fields.ts';

/** Answers of the plain form: component key → field name → value. */
type PlainAnswers = Record<string, Record<string, unknown>>;

/** Props of one plain field: its value and how it reports a new one. */
interface PlainFieldProps {
  field: PlainField;
  value: unknown;
  onValue(value: unknown): void;
}

function PlainControl({ field, value, onValue }: PlainFieldProps) {
  const text = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onValue(event.target.value);
  switch (field.kind) {
    case 'textarea':
      return <textarea id={field.id} className="textarea" value={String(value ?? '')} required={field.required} onChange={text} />;
    case 'select':
      return (
        <select id={field.id} className="select" value={String(value ?? '')} required={field.required} onChange={text}>
          <option value="">{field.placeholder ?? ''}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'radio':
      return (
        <div className="choice-columns" role="radiogroup" aria-labelledby={`${field.id}__label`}>
          {field.options.map((option) => (
            <label key={option.value} className="choice">
              <input type="radio" name={field.id} value={option.value} checked={value === option.value} onChange={text} /> {option.label}
            </label>
          ))}
        </div>
      );
    case 'checkboxes': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      const toggle = (name: string) => onValue(chosen.includes(name) ? chosen.filter((item) => item !== name) : [...chosen, name]);
      return (
        <div className="choice-columns" role="group" aria-labelledby={`${field.id}__label`}>
          {field.options.map((option) => (
            <label key={option.value} className="choice">
              <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => toggle(option.value)} /> {option.label}
            </label>
          ))}
        </div>
      );
    }
    case 'checkbox':
      return <input id={field.id} type="checkbox" checked={value === true} onChange={(event) => onValue(event.target.checked)} />;
    default:
      return (
        <input
          id={field.id}
          className="input"
          type={field.inputType}
          value={String(value ?? '')}
          required={field.required}
          onChange={text}
        />
      );
  }
}

/**
 * The benchmark's baseline: a plain React form with the same fields as the
 * program form (labels, inputs, selects, radios, checkboxes), answers in one
 * controlled state object, no validation library, no memoization.
 */
export function PlainForm({ title, sections }: { title: string; sections: PlainSection[] }) {
  const [answers, setAnswers] = useState<PlainAnswers>({});
  const setValue = (section: string, name: string, value: unknown) =>
    setAnswers((previous) => ({ ...previous, [section]: { ...previous[section], [name]: value } }));
  return (
    <form className="huddle-form program-form" onSubmit={(event) => event.preventDefault()}>
      <h1>{title}</h1>
      {sections.map((section) => (
        <fieldset key={section.key} className="form-section">
          <legend className="form-section__title">{section.title}</legend>
          <div className="form-grid">
            {section.fields.map((field) => (
              <div key={field.name} className="field">
                <label className="field__label" id={`${field.id}__label`} htmlFor={field.id}>
                  {field.label}
                  {field.required ? <span className="field__required"> *</span> : null}
                </label>
                <PlainControl
                  field={field}
                  value={answers[section.key]?.[field.name]}
                  onValue={(value) => setValue(section.key, field.name, value)}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="button button--primary">
        Submit
      </button>
    </form>
  );
}
