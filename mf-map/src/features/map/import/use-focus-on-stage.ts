import { useEffect, useRef } from 'react';

/**
 * Focus for a step's first text when the step appears, and again when `stage` changes: the control
 * that had it (the file input, "Import", "Cancel import") has just gone, and a screen reader then
 * reads where the dialog now stands.
 */
export function useFocusOnStage<T extends HTMLElement>(stage: string) {
  const target = useRef<T>(null);
  useEffect(() => target.current?.focus(), [stage]);
  return target;
}
