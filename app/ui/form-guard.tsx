import { useBlocker, type Location } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useT } from "~/lib/i18n";
import { useSaving } from "./saving";
import { SaveBar } from "./shell/SaveBar";

/** What a form holds that people typed, comparable between moments (the bookkeeping fields left out). */
function snapshot(form: HTMLFormElement) {
  const out: string[] = [];
  for (const [k, v] of new FormData(form)) if (!["intent", "version", "save_key", "id"].includes(k)) out.push(`${k}=${String(v)}`);
  return out.join("&");
}

/**
 * Guards a form's unsaved changes: once something differs from what the form opened with, the
 * save bar at the top offers Save and Discard, leaving by a link, the menu, a tab or the language
 * switch asks first, and a reload or closing the window gets the browser's own question.
 */
export function UnsavedGuard({ formRef, onDiscard }: { formRef: RefObject<HTMLFormElement>; onDiscard(): void }) {
  const { t } = useT();
  const saving = useSaving();
  const initial = useRef<string | null>(null);
  const leaving = useRef(false);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    initial.current = snapshot(form);
    const check = () => setDirty(snapshot(form) !== initial.current);
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    return () => {
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
    };
  }, [formRef]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      if (leaving.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  // a save posts to the form's own URL and its redirect is not a new navigation: only leaving is asked about
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        dirty &&
        !leaving.current &&
        // a picker's search stays on the form, with what was typed (resource/PickerField.tsx)
        !(nextLocation.state as { keepForm?: boolean } | null)?.keepForm &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [dirty],
    ),
  );

  const discard = () => {
    leaving.current = true;
    setDirty(false);
    onDiscard();
  };
  const bar = dirty ? (
    <SaveBar
      message={t("form.unsaved")}
      saveLabel={t("common.save")}
      discardLabel={t("form.discard")}
      saving={saving}
      onSave={() => formRef.current?.requestSubmit()}
      onDiscard={discard}
    />
  ) : null;
  const question =
    blocker.state === "blocked" ? (
      <LeaveDialog onStay={() => blocker.reset()} onLeave={() => ((leaving.current = true), blocker.proceed())} />
    ) : null;
  // its own component: a change of `dirty` re-renders the guard, never the form's fields
  return (
    <>
      {bar}
      {question}
    </>
  );
}

function LeaveDialog({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    const cancel = (e: Event) => {
      e.preventDefault();
      onStay();
    };
    dialog.addEventListener("cancel", cancel);
    return () => dialog.removeEventListener("cancel", cancel);
    // shown once, when the question appears; onStay closes it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <dialog ref={ref} className="console-confirm" aria-labelledby="leave-title" data-testid="leave-question">
      <div className="console-confirm-body">
        <h2 id="leave-title" className="console-confirm-title">
          {t("form.leaveTitle")}
        </h2>
        <p>{t("form.leaveBody")}</p>
        <div className="console-confirm-actions">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the modal's first focus: showModal() moves focus to it */}
          <button type="button" className="console-button" onClick={onStay} autoFocus>
            {t("form.stay")}
          </button>
          <button type="button" className="console-button critical" onClick={onLeave}>
            {t("form.leave")}
          </button>
        </div>
      </div>
    </dialog>
  );
}
