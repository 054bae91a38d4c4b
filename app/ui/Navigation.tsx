import { useT } from "~/lib/i18n";
import type { MenuItem } from "~/lib/route-tree";
import { ENHANCE } from "./enhance";

/**
 * The menu of the route tree, already filtered by the user's permissions on the server: Polaris'
 * Navigation markup and classes, drawn without the component (and the scroll, tooltip and
 * collapsible machinery it brings to every page's first load). The <nav> is the landmark.
 */
export function Navigation({ menu, pathname }: { menu: MenuItem[]; pathname: string }) {
  const { locale, t } = useT();
  return (
    <div data-testid="main-menu">
      <span id="main-menu-label" hidden>
        {t("nav.label")}
      </span>
      <nav className="Polaris-Navigation" aria-labelledby="main-menu-label">
        <div className="Polaris-Navigation__PrimaryNavigation Polaris-Scrollable Polaris-Scrollable--vertical Polaris-Scrollable--scrollbarWidthThin">
          {menu.map((area) => (
            <ul className="Polaris-Navigation__Section" key={area.name}>
              <li className="Polaris-Navigation__SectionHeading">
                <span className="Polaris-Text--root Polaris-Text--bodySm Polaris-Text--medium Polaris-Text--subdued">{area.title[locale]}</span>
              </li>
              {area.children.map((item) => {
                const selected = pathname === item.url || pathname.startsWith(item.url + "/");
                return (
                  <li className="Polaris-Navigation__ListItem" key={item.url}>
                    <div className="Polaris-Navigation__ItemWrapper">
                      <div className={`Polaris-Navigation__ItemInnerWrapper${selected ? " Polaris-Navigation__ItemInnerWrapper--selected" : ""}`}>
                        <a
                          href={item.url}
                          {...ENHANCE}
                          className={`Polaris-Navigation__Item${selected ? " Polaris-Navigation__Item--selected Polaris-Navigation--subNavigationActive" : ""}`}
                          aria-current={pathname === item.url ? "page" : selected ? "true" : undefined}
                        >
                          <span className="Polaris-Navigation__Text">
                            <span className={`Polaris-Text--root Polaris-Text--bodyMd ${selected ? "Polaris-Text--semibold" : "Polaris-Text--medium"}`}>
                              {item.title[locale]}
                            </span>
                          </span>
                        </a>
                      </div>
                    </div>
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
