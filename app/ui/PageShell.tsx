import { Link } from "@remix-run/react";
import { ButtonLink } from "./basic";
import type { ReactNode } from "react";

/**
 * A page: heading, optional subtitle and actions, then content — laid out like Polaris' Page.
 * Polaris' Page header pulls pagination, breadcrumbs and the action roll-up menu into every
 * screen's first load; the console's headers need none of them. The stacks are Polaris' own
 * classes with their values in console.css: every page draws them, and as components they worked
 * out their responsive style on each render.
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
      <div className="Polaris-BlockStack console-page-stack">
        {title ? (
          <div className="Polaris-Box console-page-head">
            <div className="Polaris-InlineStack console-page-headrow">
              <div className="Polaris-BlockStack console-page-titles">
                <h1 className="Polaris-Text--root Polaris-Text--headingLg">{title}</h1>
                {subtitle ? <p className="Polaris-Text--root Polaris-Text--subdued">{subtitle}</p> : null}
              </div>
              <div className="Polaris-InlineStack console-page-actions">
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
