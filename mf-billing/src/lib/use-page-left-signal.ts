import { useEffect, useRef, type RefObject } from 'react';

/**
 * An abort signal that fires when the component unmounts (the page is left): polling started by an
 * event handler or an effect run stops then, not when that run ends. Read `.current` when starting.
 */
export function usePageLeftSignal(): RefObject<AbortSignal> {
  const controller = useRef(new AbortController());
  const signal = useRef(controller.current.signal);
  useEffect(() => {
    // A fresh controller per mount: React's strict mode mounts twice in development.
    controller.current = new AbortController();
    signal.current = controller.current.signal;
    return () => controller.current.abort();
  }, []);
  return signal;
}
