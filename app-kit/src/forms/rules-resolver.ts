import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A form's rules: the message of each field in error (contracts' texts), nothing for a valid one. */
export type FormRules<Values> = (values: Values) => Partial<Record<keyof Values, string | null | undefined>>;

/**
 * A react-hook-form resolver from a form's rule function. Every app validates this way: the rule
 * functions are built from contracts' validators (the ones the services apply, zod-free so the map
 * page's first load stays without zod), and they already word each error as the spec does.
 */
export function rulesResolver<Values extends FieldValues>(rules: FormRules<Values>): Resolver<Values> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(rules(values))) {
      if (message) errors[field] = { type: 'rule', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<Values> };
  };
}
