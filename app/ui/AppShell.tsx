import { useLocation, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import type { ShellData } from "~/lib/shell.server";
import { FlashToast } from "./FlashToast";
import { Navigation } from "./Navigation";
import { ConsoleFrame } from "./shell/ConsoleFrame";
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
  return (
    <ConsoleFrame
      topBar={
        <TopBarMenu
          name={data.user.name}
          redirectTo={location.pathname + location.search}
          onNavigationToggle={() => setMenuOpenOn(mobileMenu ? null : location.pathname)}
        />
      }
      navigation={<Navigation menu={data.menu} pathname={location.pathname} />}
      mobileNavigationOpen={mobileMenu}
      onNavigationDismiss={() => setMenuOpenOn(null)}
      loading={navigation.state !== "idle"}
    >
      <TabStrip tabs={data.tabs} closed={data.closedTabs} pathname={location.pathname} />
      <FlashToast toast={data.toast} />
      {/* the frame's <main> is the page's one main landmark; a second would nest landmarks */}
      <div className="console-main" id="main">
        {children}
      </div>
    </ConsoleFrame>
  );
}
