import { Banner, Box, Toast } from "@shopify/polaris";
import { useEffect, useState } from "react";
import { ERROR_TOAST_MS } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import type { Toast as ToastData } from "~/lib/session.server";

/**
 * The result of the last action. With JavaScript a Polaris toast (errors stay 5 s); without it
 * the same message as a banner at the top of the page.
 */
export function FlashToast({ toast }: { toast: ToastData | null }) {
  const { t } = useT();
  const [shown, setShown] = useState<ToastData | null>(null);
  useEffect(() => setShown(toast), [toast]);
  if (!toast) return null;
  const message = t(toast.message);
  return (
    <>
      <noscript>
        <Box padding="400">
          <Banner tone={toast.kind === "error" ? "critical" : "success"}>
            <p>{message}</p>
          </Banner>
        </Box>
      </noscript>
      {shown ? (
        <Toast content={message} error={toast.kind === "error"} duration={ERROR_TOAST_MS} onDismiss={() => setShown(null)} />
      ) : null}
    </>
  );
}
