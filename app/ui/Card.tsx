import { WithinContentContext } from "@shopify/polaris/build/esm/utilities/within-content-context.js";
import type { ReactNode } from "react";

/**
 * Polaris' Card as the markup it draws: a shadow bevel around a padded surface, with Polaris' own
 * classes and its values set in console.css. Every list page shows two or three cards, and the
 * component's layers (responsive props worked out on each render, a breakpoint hook that rounds
 * the corners only after hydration) showed in the server's render time; here the corners round
 * from Polaris' sm breakpoint up by CSS alone, with or without JavaScript.
 */
export function Card({ children, padding }: { children?: ReactNode; padding?: "0" }) {
  return (
    <WithinContentContext.Provider value>
      <div className="Polaris-ShadowBevel console-card">
        <div className={padding === "0" ? "Polaris-Box console-card-body console-card-flush" : "Polaris-Box console-card-body"}>
          {children}
        </div>
      </div>
    </WithinContentContext.Provider>
  );
}
