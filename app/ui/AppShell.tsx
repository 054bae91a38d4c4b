import { useLocation, useNavigation } from "@remix-run/react";
import { Frame, Loading } from "@shopify/polaris";
import { useEffect, useState, type ReactNode } from "react";
import type { ShellData } from "~/lib/shell.server";
import { FlashToast } from "./FlashToast";
import { Navigation } from "./Navigation";
import { TabStrip } from "./TabStrip";
import { TopBarMenu } from "./TopBarMenu";
import { useEnhancedLinksAndForms } from "./enhance";

/** The signed-in frame: top bar, menu, tabs and the toast around a page (see lib/shell.server.ts). */
export function AppShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  useEnhancedLinksAndForms();
  // the menu on narrow screens, opened from the top bar on this page: the next page or a tap
  // outside closes it
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const mobileMenu = menuOpenOn === location.pathname;
  // Polaris makes the menu column a dialog while it is open on a narrow screen; a dialog needs a
  // name, which the column must not carry otherwise (a named <div> outside the menu's <nav> is
  // content outside any landmark: lib/polaris-i18n.server.ts empties Polaris' own label).
  useEffect(() => {
    const column = document.getElementById("AppFrameNav");
    if (mobileMenu) column?.setAttribute("aria-labelledby", "main-menu-label");
    else column?.removeAttribute("aria-labelledby");
  }, [mobileMenu]);
  return (
    <Frame
      topBar={<TopBarMenu name={data.user.name} redirectTo={location.pathname + location.search} onNavigationToggle={() => setMenuOpenOn(mobileMenu ? null : location.pathname)} />}
      navigation={<Navigation menu={data.menu} pathname={location.pathname} />}
      showMobileNavigation={mobileMenu}
      onNavigationDismiss={() => setMenuOpenOn(null)}
      skipToContentTarget={undefined}
    >
      {navigation.state !== "idle" ? <Loading /> : null}
      <TabStrip tabs={data.tabs} pathname={location.pathname} />
      <FlashToast toast={data.toast} />
      {/* Polaris' Frame is the page's one <main>; a second would nest landmarks */}
      <div className="console-main" id="main">
        {children}
      </div>
    </Frame>
  );
}
