import { useEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { keepTabInside } from "../focus-trap";
import { CloseIcon } from "./icons";

// Polaris' md breakpoint, below which the menu column is hidden until the top bar's toggle opens it
const NARROW = "(max-width: 47.9975em)";

function useNarrow() {
  // false on the server and at hydration: the stylesheet already hides the column on a narrow screen
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(NARROW);
    const update = () => setNarrow(mq.matches);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  return narrow;
}

/**
 * The signed-in page's frame — skip link, top bar, menu column, loading bar, main — drawn as the
 * console's own markup (ui/shell/shell.css, on Polaris' published tokens). Polaris' Frame component brought its toast manager,
 * save bar, focus managers and transition library into every page's first load (issue 8, first-load
 * JavaScript) for the few behaviours kept here: the menu opens as a modal column on narrow screens
 * (Escape, the close button or a tap outside close it) and a bar shows while a page loads.
 */
export function ConsoleFrame({
  topBar,
  navigation,
  mobileNavigationOpen,
  onNavigationDismiss,
  loading,
  children,
}: {
  topBar: ReactNode;
  navigation: ReactNode;
  mobileNavigationOpen: boolean;
  onNavigationDismiss(): void;
  loading: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  const narrow = useNarrow();
  const column = useRef<HTMLDivElement>(null);
  const showing = narrow && mobileNavigationOpen;
  const hidden = narrow && !mobileNavigationOpen;

  useEffect(() => {
    if (showing) column.current?.querySelector<HTMLElement>("a[href], button")?.focus();
  }, [showing]);

  return (
    <div className="console-frame" data-has-navigation="true">
      {/* shown while focused (CSS :focus-within) */}
      <div className="console-skip">
        <a href="#AppFrameMain">{t("app.skip")}</a>
      </div>
      <div className="console-frame-topbar" id="AppFrameTopBar">
        {topBar}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a modal dialog (role set while it shows): Escape closes, Tab stays inside */}
      <div
        ref={column}
        id="AppFrameNav"
        className={`console-frame-nav${showing ? " is-open" : ""}`}
        hidden={hidden}
        {...(showing ? { role: "dialog", "aria-modal": true, "aria-labelledby": "main-menu-label" } : {})}
        onKeyDown={(e) => {
          if (!showing) return;
          if (e.key === "Escape") onNavigationDismiss();
          else keepTabInside(e, column.current);
        }}
      >
        {navigation}
        <button
          type="button"
          className="console-frame-nav-close"
          onClick={onNavigationDismiss}
          aria-hidden={!showing}
          aria-label={t("nav.close")}
          tabIndex={showing ? 0 : -1}
        >
          <CloseIcon />
        </button>
      </div>
      {/* the backdrop is the mouse's way out; keys close the menu with Escape (above) */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      {showing ? <div className="console-backdrop" onClick={onNavigationDismiss} /> : null}
      <main className="console-frame-main" id="AppFrameMain">
        {/* fixed at the top of the window wherever it sits; inside the main landmark so a page
            read while it loads has no content outside one (axe "region") */}
        {loading ? <LoadingBar /> : null}
        <div className="console-frame-content">{children}</div>
      </main>
    </div>
  );
}

/** The page loading bar: it creeps towards the end while a navigation or a form post runs. */
function LoadingBar() {
  const { t } = useT();
  return (
    <div className="console-loading" id="AppFrameLoadingBar">
      <div className="console-loading-track" role="progressbar" aria-label={t("app.loading")} aria-valuemin={0} aria-valuemax={100}>
        <div className="console-loading-level" />
      </div>
    </div>
  );
}
