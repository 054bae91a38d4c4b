import { Link } from "@remix-run/react";
import { ButtonLink } from "./basic";
import type { ReactNode } from "react";

/**
 * A page: heading, optional subtitle and actions, then content — laid out like Polaris' Page.
 * Polaris' Page header pulls pagination, breadcrumbs and the action roll-up menu into every
 * screen's first load; the console's headers need none of them. The stacks are the console's own
 * classes (console.css): every page draws them, and as components they worked out their
 * responsive style on each render.
 */
export function PageShell({
  title,
  subtitle,
  primaryAction,
  secondaryAction,
  narrow,
  children,
}: {
  title?: string;
  subtitle?: string;
  primaryAction?: { content: string; url: string };
  secondaryAction?: { content: string; url: string };
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={narrow ? "console-page narrow" : "console-page"}>
      <div className="console-page-stack">
        {title ? (
          <div className="console-page-head">
            <div className="console-page-headrow">
              <div className="console-page-titles">
                <h1 className="console-page-title">{title}</h1>
                {subtitle ? <p className="console-muted">{subtitle}</p> : null}
              </div>
              <div className="console-page-actions">
                {secondaryAction ? <Link to={secondaryAction.url}>{secondaryAction.content}</Link> : null}
                {primaryAction ? (
                  <ButtonLink primary url={primaryAction.url}>
                    {primaryAction.content}
                  </ButtonLink>
                ) : null}
              </div>
            </div>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
