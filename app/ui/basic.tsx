import type { ReactNode } from "react";
import { ActionText } from "./action-text";
import { ENHANCE } from "./enhance";

/**
 * The few building blocks the shell and the list pages draw, as the console's own markup and
 * classes (styled in console.css with Polaris' published tokens, `--p-*`). Importing any Polaris
 * component from the package puts every component the console uses into that page's first load
 * (docs/decisions/0009-first-load-without-polaris-js.md), so what every page shows is written here;
 * forms and other screens use Polaris' components through its package index.
 */

type Gap = "100" | "200" | "300" | "400";

export function Stack({ gap = "200", center, children }: { gap?: Gap; center?: boolean; children: ReactNode }) {
  return <div className={`console-stack gap-${gap}${center ? " center" : ""}`}>{children}</div>;
}

export function Row({ gap = "300", spread, children }: { gap?: Gap; spread?: boolean; children: ReactNode }) {
  return <div className={`console-row gap-${gap}${spread ? " spread" : ""}`}>{children}</div>;
}

export function Heading({ as: Tag = "h2", children }: { as?: "h2" | "p"; children: ReactNode }) {
  return <Tag className="console-heading">{children}</Tag>;
}

export function Muted({ as: Tag = "p", children }: { as?: "p" | "span"; children: ReactNode }) {
  return <Tag className="console-muted">{children}</Tag>;
}

/** A link drawn as a button; the router takes it over when JavaScript runs (enhance.ts). */
export function ButtonLink({ url, primary, children }: { url: string; primary?: boolean; children: ReactNode }) {
  return (
    <a href={url} className={primary ? "console-button primary" : "console-button"} {...ENHANCE}>
      {children}
    </a>
  );
}

export function SubmitButton({ primary, busy, children }: { primary?: boolean; busy?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={primary ? "console-button primary" : "console-button"} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

/** A button that acts on the page; `row`: what it acts on, read after its text (ui/action-text.tsx). */
export function ActionButton({ onClick, row, children }: { onClick: () => void; row?: string; children: string }) {
  return (
    <button type="button" className="console-button" onClick={onClick}>
      {row ? <ActionText text={children} row={row} /> : children}
    </button>
  );
}

/** A page-level message; warnings and errors are announced at once, as alerts. */
export function Notice({
  tone,
  title,
  announce = true,
  children,
}: {
  tone: "success" | "warning" | "critical";
  title?: string;
  /** false when the content carries its own live region */
  announce?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`console-notice ${tone}`} role={announce ? (tone === "success" ? "status" : "alert") : undefined}>
      {title ? <p className="console-notice-title">{title}</p> : null}
      <div className="console-notice-body">{children}</div>
    </div>
  );
}
