import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused submit, moves focus to the first field marked invalid (or to the form's alert),
 * so keyboard and screen-reader users land on what needs fixing. Call the returned function after
 * setting the errors.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = container.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (target && target.getAttribute('role') === 'alert' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target?.focus();
  }, [request, container]);
  return () => setRequest((value) => value + 1);
}
