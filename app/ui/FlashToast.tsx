import { Banner, Box, Toast } from "@shopify/polaris";
import { useEffect, useState } from "react";
import { ERROR_TOAST_MS } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import type { Toast as ToastData } from "~/lib/session.server";

/**
 * The result of the last action. The server renders it as a banner at the top of the page, which
 * is what a browser without JavaScript shows; once the page is hydrated it becomes a Polaris toast
 * (errors stay 5 s).
 */
export function FlashToast({ toast }: { toast: ToastData | null }) {
  const { t } = useT();
  const [hydrated, setHydrated] = useState(false);
  const [shown, setShown] = useState<ToastData | null>(toast);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setShown(toast), [toast]);
  if (!shown) return null;
  const message = t(shown.message);
  if (!hydrated) {
    return (
      <Box padding="400" paddingBlockEnd="0">
        <Banner tone={shown.kind === "error" ? "critical" : "success"}>
          <p role="status">{message}</p>
        </Banner>
      </Box>
    );
  }
  return <Toast content={message} error={shown.kind === "error"} duration={ERROR_TOAST_MS} onDismiss={() => setShown(null)} />;
}
