import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'name'
> & {
  control: Control<Values>;
  name: Path<Values>;
  /** The input's own name attribute when it must differ from the field's (kept from autofill). */
  inputName?: string;
};

/** A TextField bound to a react-hook-form field: its value, its rule's message, and focus on error. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  inputName,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={inputName ?? field.name}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}
