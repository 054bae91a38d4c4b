import { useT } from "~/lib/i18n";
import type { NavEntry } from "~/lib/route-tree";
import { ENHANCE } from "./enhance";

/**
 * The menu of the route tree, already filtered by the user's permissions on the server: Polaris'
 * Navigation markup and classes, drawn without the component (and the scroll, tooltip and
 * collapsible machinery it brings to every page's first load). The <nav> is the landmark.
 */
export function Navigation({ menu, pathname }: { menu: NavEntry[]; pathname: string }) {
  const { t } = useT();
  return (
    <div data-testid="main-menu">
      <span id="main-menu-label" hidden>
        {t("nav.label")}
      </span>
      <nav className="Polaris-Navigation" aria-labelledby="main-menu-label">
        <div className="Polaris-Navigation__PrimaryNavigation Polaris-Scrollable Polaris-Scrollable--vertical Polaris-Scrollable--scrollbarWidthThin">
          {menu.map((area) => (
            <ul className="Polaris-Navigation__Section" key={area.url}>
              <li className="Polaris-Navigation__SectionHeading">
                <span className="Polaris-Text--root Polaris-Text--bodySm Polaris-Text--medium Polaris-Text--subdued">{area.title}</span>
              </li>
              {area.items.map((item) => {
                const selected = pathname === item.url || pathname.startsWith(item.url + "/");
                // three elements an item where Polaris draws six: the wrapper's classes sit on
                // the <li>, the inner wrapper's on the link and the text's on one <span> (the menu
                // is on every page; its elements were a third of a list page's render)
                return (
                  <li className="Polaris-Navigation__ListItem Polaris-Navigation__ItemWrapper" key={item.url}>
                    <a
                      href={item.url}
                      {...ENHANCE}
                      className={`Polaris-Navigation__Item Polaris-Navigation__ItemInnerWrapper console-nav-item${selected ? " Polaris-Navigation__ItemInnerWrapper--selected Polaris-Navigation__Item--selected Polaris-Navigation--subNavigationActive" : ""}`}
                      aria-current={pathname === item.url ? "page" : selected ? "true" : undefined}
                    >
                      <span
                        className={`Polaris-Navigation__Text Polaris-Text--root Polaris-Text--bodyMd ${selected ? "Polaris-Text--semibold" : "Polaris-Text--medium"}`}
                      >
                        {item.title}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
      </nav>
    </div>
  );
}
