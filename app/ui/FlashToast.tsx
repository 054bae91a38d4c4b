import { useMatches, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { ERROR_TOAST_MS } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import type { Toast as ToastData } from "~/lib/session.server";
import { Notice } from "./basic";
import { ENHANCE } from "./enhance";
import { Toast } from "./shell/Toast";

/**
 * Whether the list on screen leaves out the record a toast is about (a create the filters hide):
 * read from the page's loader data, the `list` page every list loader returns.
 */
function useHiddenRecord(toast: ToastData | null): string | null {
  const matches = useMatches();
  if (!toast?.record) return null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const rows = (matches[i].data as { list?: { list?: { id: number | string }[] } } | undefined)?.list?.list;
    if (Array.isArray(rows)) return rows.some((r) => String(r.id) === String(toast.record!.id)) ? null : toast.record.url;
  }
  return null;
}

/**
 * The result of the last action. The server renders it as a banner at the top of the page, which
 * is what a browser without JavaScript shows; once the page is hydrated it becomes a toast
 * (errors stay 5 s). A created record the current filters hide is said so, with a link to it.
 */
export function FlashToast({ toast }: { toast: ToastData | null }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const [shown, setShown] = useState<ToastData | null>(toast);
  // each new result is a new toast, even one saying what the last one said
  const [seq, setSeq] = useState(0);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    setShown(toast);
    setSeq((n) => n + 1);
  }, [toast]);
  const hiddenUrl = useHiddenRecord(shown);
  const dismiss = useCallback(() => setShown(null), []);
  if (!shown) return null;
  const message = t(shown.message, { ...shown.values, name: shown.name ?? "" }) + (hiddenUrl ? ` ${t("toast.hiddenByFilters")}` : "");
  if (!hydrated) {
    return (
      <div className="console-flash">
        <Notice tone={shown.kind === "error" ? "critical" : "success"} announce={false}>
          <p role="status">
            {message}
            {hiddenUrl ? (
              <>
                {" "}
                <a href={hiddenUrl} {...ENHANCE}>
                  {t("toast.openRecord")}
                </a>
              </>
            ) : null}
          </p>
        </Notice>
      </div>
    );
  }
  return (
    <Toast
      key={seq}
      content={message}
      error={shown.kind === "error"}
      duration={hiddenUrl ? ERROR_TOAST_MS * 2 : ERROR_TOAST_MS}
      action={hiddenUrl ? { content: t("toast.openRecord"), onAction: () => navigate(hiddenUrl) } : undefined}
      onDismiss={dismiss}
    />
  );
}
