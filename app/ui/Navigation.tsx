import { useT } from "~/lib/i18n";
import type { NavEntry } from "~/lib/route-tree";
import { ENHANCE } from "./enhance";

/**
 * The menu of the route tree, already filtered by the user's permissions on the server: the
 * console's own markup (ui/shell/shell.css) in the look of Polaris' navigation, without the
 * component (and the scroll, tooltip and collapsible machinery it brings to every page's first
 * load). The <nav> is the landmark.
 */
export function Navigation({ menu, pathname }: { menu: NavEntry[]; pathname: string }) {
  const { t } = useT();
  return (
    <div data-testid="main-menu">
      <span id="main-menu-label" hidden>
        {t("nav.label")}
      </span>
      <nav className="console-nav" aria-labelledby="main-menu-label">
        <div className="console-nav-scroll">
          {menu.map((area) => (
            <ul className="console-nav-section" key={area.url}>
              <li className="console-nav-heading">{area.title}</li>
              {area.items.map((item) => (
                <NavItem item={item} pathname={pathname} key={item.url} />
              ))}
            </ul>
          ))}
        </div>
      </nav>
    </div>
  );
}

const within = (pathname: string, url: string) => pathname === url || pathname.startsWith(url + "/");

/**
 * A page's link, or a group of pages (the spec's third level: Resource › sign-in page › banners):
 * a native disclosure, so it opens by keyboard and is announced as expanded or collapsed with
 * JavaScript off too; the group of the page on screen is open, the others closed until opened.
 */
function NavItem({ item, pathname }: { item: NavEntry; pathname: string }) {
  const selected = within(pathname, item.url);
  const text = <span className="console-nav-text">{item.title}</span>;
  const classes = `console-nav-item${selected ? " is-selected" : ""}`;
  // three elements an item where Polaris draws six (the menu is on every page; its elements were a
  // third of a list page's render)
  return (
    <li className="console-nav-li">
      {item.items.length ? (
        // keyed by the group's state: a navigation into or out of it opens or closes it again
        <details className="console-nav-group" open={selected} key={String(selected)}>
          <summary className={classes}>{text}</summary>
          <ul className="console-nav-sub">
            {item.items.map((child) => (
              <NavItem item={child} pathname={pathname} key={child.url} />
            ))}
          </ul>
        </details>
      ) : (
        <a href={item.url} {...ENHANCE} className={classes} aria-current={pathname === item.url ? "page" : selected ? "true" : undefined}>
          {text}
        </a>
      )}
    </li>
  );
}
