import type { ReactNode } from "react";

/**
 * A surface card, drawn by the console's own classes on Polaris' published tokens (console.css):
 * every list page shows two or three, and Polaris' Card (responsive props worked out on each
 * render, a breakpoint hook that rounds the corners only after hydration) showed in the server's
 * render time and would bring Polaris' components into the first load. Corners round from the sm
 * breakpoint up by CSS alone, with or without JavaScript.
 */
export function Card({ children, padding }: { children?: ReactNode; padding?: "0" }) {
  return (
    <div className="console-card">
      <div className={padding === "0" ? "console-card-body console-card-flush" : "console-card-body"}>{children}</div>
    </div>
  );
}
