import { useEffect, useRef, type ChangeEvent, type FocusEvent } from "react";

// Whether a pointer (mouse button, pen, finger) is pressed right now: one listener pair per page.
let pressed = false;
let listening = false;
function trackPointer() {
  if (listening) return;
  listening = true;
  document.addEventListener("pointerdown", () => (pressed = true), true);
  for (const type of ["pointerup", "pointercancel"]) document.addEventListener(type, () => (pressed = false), true);
}

/** Runs `check` once the pointer press under way (if any) has ended and its click has landed. */
function afterPress(check: () => void) {
  if (!pressed) return check();
  const done = () => {
    for (const type of ["pointerup", "pointercancel"]) document.removeEventListener(type, done, true);
    setTimeout(check, 0);
  };
  for (const type of ["pointerup", "pointercancel"]) document.addEventListener(type, done, true);
}

/**
 * Checks a field on leaving it, as staff expect: only a field that was changed (the first field,
 * focused when the form opens, is not reported "required" because the cursor left it), and, when a
 * press of the pointer took the focus away, after that press's click — the message moves the
 * controls below it, which would otherwise slide away from under the pointer between press and
 * release, so the click would miss. Submitting still checks every field (conform, and the action
 * without JavaScript). Spread the result on the `<Form>` of a `useForm({ shouldValidate: "onSubmit",
 * shouldRevalidate: "onInput" })`. Until the browser's validator has loaded (`ready`) nothing is
 * checked on leaving a field: conform would send the form to the action to check one field, a
 * navigation that revalidates the page and can overtake the save that follows it.
 */
export function useBlurCheck(form: { validate(options: { name: string }): void }, ready: boolean) {
  const changed = useRef(new Set<string>()).current;
  // when the press that took the focus was on Save, the form is submitted (and so checked whole)
  // before the deferred check: a check then would start a second submission over the save
  const lastSubmit = useRef(0);
  useEffect(trackPointer, []);
  return {
    onSubmitCapture() {
      lastSubmit.current = performance.now();
    },
    onChange(e: ChangeEvent<HTMLFormElement>) {
      const name = (e.target as { name?: unknown }).name;
      if (typeof name === "string" && name) changed.add(name);
    },
    onBlur(e: FocusEvent<HTMLFormElement>) {
      const el = e.target as unknown as HTMLInputElement;
      const { name, form: owner } = el;
      if (!ready || !name || !owner || !changed.has(name)) return;
      const at = performance.now();
      afterPress(() => {
        if (owner.isConnected && lastSubmit.current < at) form.validate({ name });
      });
    },
  };
}
