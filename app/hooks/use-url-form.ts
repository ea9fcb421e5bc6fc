import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * For a GET form whose uncontrolled fields show what the URL asks for (the inbox filters, the statistics
 * period). Put its `key`, `ref` and `onSubmit` on the <Form> (a key cannot be spread into JSX).
 *
 * `key` changes with every navigation, so the form is mounted anew and its fields follow the URL after a
 * reset link, Back/Forward or values the server corrected. That remount also removes the field or button the
 * user submitted with, which would drop the keyboard focus to <body>: `onSubmit` notes which control it was,
 * and once the new form is shown its counterpart gets the focus back, unless the user has moved on meanwhile.
 */
export function useUrlForm() {
  const { key } = useLocation();
  const ref = useRef<HTMLFormElement>(null);
  // The used control's place among the form's controls: the new form has the same controls in the same order.
  const used = useRef(-1);
  useEffect(() => {
    const index = used.current;
    used.current = -1;
    const lost = !document.activeElement || document.activeElement === document.body;
    const control = index >= 0 ? ref.current?.elements[index] : undefined;
    if (lost && control instanceof HTMLElement) control.focus();
  }, [key]);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // Enter in a field leaves the focus there; a click or Enter on a button focuses the button (Safari does
    // not focus a clicked button, so the submitter stands in).
    const active = document.activeElement;
    const control = active && form.contains(active) ? active : (event.nativeEvent as SubmitEvent).submitter;
    used.current = control ? Array.prototype.indexOf.call(form.elements, control) : -1;
  };
  return { key, ref, onSubmit };
}
