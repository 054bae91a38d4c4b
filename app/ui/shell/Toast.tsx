import { useEffect, useState } from "react";
import { useT } from "~/lib/i18n";
import { CloseIcon } from "./icons";

/**
 * One toast at the foot of the screen, on Polaris' toast classes: it slides in, leaves after
 * `duration` ms or on its close button, and may carry one action. Polaris' Toast needs its Frame's
 * toast manager and a transition library in every page's first load; this needs neither.
 */
export function Toast({
  content,
  error,
  duration,
  action,
  onDismiss,
}: {
  content: string;
  error?: boolean;
  duration: number;
  action?: { content: string; onAction(): void };
  onDismiss(): void;
}) {
  const { t } = useT();
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    const timer = setTimeout(onDismiss, duration);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [content, duration, onDismiss]);
  return (
    <div className="Polaris-Frame-ToastManager" aria-live="assertive">
      <div
        className={`Polaris-Frame-ToastManager__ToastWrapper${entered ? " Polaris-Frame-ToastManager--toastWrapperEnterDone" : ""} console-toast-wrapper`}
      >
        <div className={`Polaris-Frame-Toast${error ? " Polaris-Frame-Toast--error" : ""}`}>
          <span className="Polaris-Text--root Polaris-Text--bodyMd Polaris-Text--medium">{content}</span>
          {action ? (
            <button type="button" className="console-linkbutton Polaris-Frame-Toast__Action" onClick={action.onAction}>
              {action.content}
            </button>
          ) : null}
          <button type="button" className="Polaris-Frame-Toast__CloseButton" aria-label={t("common.close")} onClick={onDismiss}>
            <CloseIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
