import { useEffect, useState } from "react";
import { useT } from "~/lib/i18n";
import { CloseIcon } from "./icons";

/**
 * One toast at the foot of the screen, in the look of Polaris' toast (ui/shell/shell.css): it slides in, leaves after
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
    <div className="console-toasts" aria-live="assertive">
      <div className={`console-toast-wrapper${entered ? " is-in" : ""}`}>
        <div className={`console-toast${error ? " is-error" : ""}`}>
          <span className="console-toast-text">{content}</span>
          {action ? (
            <button type="button" className="console-linkbutton console-toast-action" onClick={action.onAction}>
              {action.content}
            </button>
          ) : null}
          <button type="button" className="console-toast-close" aria-label={t("common.close")} onClick={onDismiss}>
            <CloseIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
