import { useFormAction, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/lib/i18n";
import { withoutConfirm, type Confirmation } from "~/lib/transitions";
import { ENHANCE } from "./enhance";

/**
 * The question before a destructive transition, naming the record. The server renders it as a
 * panel at the top of the list (the confirmation page a browser without JavaScript shows); once
 * hydrated it becomes a modal dialog: focus stays inside, Esc or Cancel goes back to the list.
 */
export function ConfirmTransition({ confirm }: { confirm: Confirmation }) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const action = useFormAction();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelTo = withoutConfirm(search, pathname);
  const busy = navigation.state === "submitting" && navigation.formData?.get("confirmed") === "yes";
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    const cancel = (e: Event) => {
      e.preventDefault();
      navigate(cancelTo, { replace: true, preventScrollReset: true });
    };
    dialog.addEventListener("cancel", cancel);
    return () => {
      dialog.removeEventListener("cancel", cancel);
      if (dialog.open) dialog.close();
    };
    // one dialog per question; the cancel URL is the page's without it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirm.intent, confirm.id]);
  const actionLabel = t(`common.${confirm.intent}`);
  return (
    <dialog
      ref={ref}
      open
      className="console-confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      data-testid="confirm"
    >
      <form method="post" action={action} {...ENHANCE}>
        <input type="hidden" name="intent" value={confirm.intent} />
        <input type="hidden" name="id" value={confirm.id} />
        <input type="hidden" name="confirmed" value="yes" />
        <h2 id="confirm-title" className="console-confirm-title">
          {t("confirm.title", { action: actionLabel, name: confirm.name })}
        </h2>
        <p id="confirm-body">{t(`confirm.body.${confirm.intent}`)}</p>
        {confirm.detail ? (
          <p className="console-confirm-warning" data-testid="confirm-detail">
            {confirm.detail}
          </p>
        ) : null}
        {confirm.lastOfKind ? (
          <p className="console-confirm-warning" role="alert">
            {t("confirm.lastOfKind", { kind: confirm.lastOfKind, name: confirm.name })}
          </p>
        ) : null}
        <div className="console-confirm-actions">
          <a href={cancelTo} className="console-button" {...ENHANCE}>
            {t("common.cancel")}
          </a>
          <button type="submit" className="console-button critical" disabled={busy} aria-busy={busy}>
            {t("confirm.do", { action: actionLabel })}
          </button>
        </div>
      </form>
    </dialog>
  );
}
