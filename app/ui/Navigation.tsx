import { Navigation as PolarisNavigation } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import type { MenuItem } from "~/lib/route-tree";

/** The menu of the route tree, already filtered by the user's permissions on the server. */
export function Navigation({ menu, pathname }: { menu: MenuItem[]; pathname: string }) {
  const { locale, t } = useT();
  return (
    // Polaris' Navigation is the <nav> landmark: a <nav> around it nests landmarks and leaves the
    // Frame's menu column reported as content outside any landmark
    <div data-testid="main-menu">
      <span id="main-menu-label" hidden>
        {t("nav.label")}
      </span>
      <PolarisNavigation location={pathname} ariaLabelledBy="main-menu-label">
        {menu.map((area) => (
          <PolarisNavigation.Section
            key={area.name}
            title={area.title[locale]}
            items={area.children.map((item) => ({
              url: item.url,
              label: item.title[locale],
              selected: pathname === item.url || pathname.startsWith(item.url + "/"),
            }))}
          />
        ))}
      </PolarisNavigation>
    </div>
  );
}
