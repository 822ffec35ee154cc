import { cloneElement, type ReactElement } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  /** Another element that describes the input (the address preview). */
  describedBy?: string;
  /** The one input of the field; it gets the id, the description and the error state. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled input with its error message, tied together for assistive technology. */
export function FormField({ id, label, error, required, describedBy, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const description = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="map-field">
      <label htmlFor={id} className="map-field__label">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': description,
      })}
      {error && (
        <p id={errorId} className="map-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
