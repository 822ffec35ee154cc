import { useId, type InputHTMLAttributes, type Ref } from 'react';
import './text-field.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'className' | 'ref'
>;

export interface TextFieldProps extends NativeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's message, shown under the field and announced with it; null or absent when valid. */
  error?: string | null;
  /** A short help text under the label. */
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text input (or textarea) with its validation message beside it: the message is tied to
 * the field with aria-describedby and the field marked aria-invalid, so a screen reader reads both.
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  inputRef,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    ...inputProps,
    id,
    ref: inputRef,
    value,
    className: 'gm-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
