import { useEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { rulesResolver, type FormRules } from './rules-resolver';

export interface RulesFormOptions {
  /**
   * When a field's message shows: 'after-submit' (the default: nothing until the first submit, then
   * every field as the user types), 'once-changed' (a field from its first change, every field after
   * a submit: the map settings form), 'on-submit' (only on each submit: the feedback form).
   */
  showErrors?: 'after-submit' | 'once-changed' | 'on-submit';
  /** Whether a refused submit focuses the first field in error (screen order); true by default. */
  focusFirstError?: boolean;
}

/**
 * The one form model of every app (react-hook-form with the form's rule function). Shown messages
 * are always those of the whole form as it is now: a new password clears the "do not match" of its
 * confirmation at once. A successful submit that calls `reset` starts over.
 */
export function useRulesForm<Values extends FieldValues>(
  defaultValues: DefaultValues<Values>,
  rules: FormRules<Values>,
  { showErrors = 'after-submit', focusFirstError = true }: RulesFormOptions = {},
): UseFormReturn<Values> {
  const form = useForm<Values>({
    defaultValues,
    resolver: rulesResolver(rules),
    mode: showErrors === 'once-changed' ? 'onChange' : 'onSubmit',
    reValidateMode: showErrors === 'on-submit' ? 'onSubmit' : 'onChange',
    shouldFocusError: focusFirstError,
  });
  const { watch, trigger, formState } = form;
  const { isSubmitted } = formState;
  const changed = useRef(new Set<Path<Values>>());
  useEffect(() => {
    if (showErrors === 'on-submit') return undefined;
    if (!isSubmitted) changed.current.clear();
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change') return;
      if (isSubmitted) {
        void trigger();
      } else if (showErrors === 'once-changed' && name) {
        changed.current.add(name);
        void trigger([...changed.current]);
      }
    });
    return () => subscription.unsubscribe();
  }, [isSubmitted, showErrors, watch, trigger]);
  return form;
}
