import { Navigation as PolarisNavigation } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import type { MenuItem } from "~/lib/route-tree";

/** The menu of the route tree, already filtered by the user's permissions on the server. */
export function Navigation({ menu, pathname }: { menu: MenuItem[]; pathname: string }) {
  const { locale, t } = useT();
  return (
    <nav aria-label={t("nav.label")} data-testid="main-menu">
      <PolarisNavigation location={pathname}>
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
    </nav>
  );
}
