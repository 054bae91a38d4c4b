import { useNavigate, useSubmit } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Marks a plain `<a>` or `<form>` that the console takes over when JavaScript runs: clicks become
 * client-side navigations and submits go through the router (pending state, revalidation), exactly
 * as Remix's `<Link>` and `<Form>` would. `data-discover` lets Remix learn the target's route ahead
 * of the click, as it does for its own links.
 *
 * Why not `<Link>`/`<Form>`: a list page renders some eighty of them (three per row, the tabs, the
 * top bar, the menu), and each is several router-aware components with their own hooks, which
 * showed as a large share of the server's render time. Markup is the same either way, so pages
 * still work with JavaScript off.
 */
export const ENHANCE = { "data-enhance": "", "data-discover": "true" } as const;

function isPlainLeftClick(e: MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

/** Installs the one document-level handler for every `ENHANCE`d link and form (in the signed-in layout). */
export function useEnhancedLinksAndForms() {
  const navigate = useNavigate();
  const submit = useSubmit();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!isPlainLeftClick(e)) return;
      const a = (e.target as Element | null)?.closest?.("a[data-enhance]");
      if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== "_self") || a.hasAttribute("download")) return;
      const url = new URL(a.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target;
      // without an explicit action the router would resolve it against the layout, not the page
      if (e.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute("data-enhance") || !form.getAttribute("action"))
        return;
      const submitter = e.submitter instanceof HTMLButtonElement || e.submitter instanceof HTMLInputElement ? e.submitter : null;
      const method = (submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get").toLowerCase();
      if (method !== "get" && method !== "post") return;
      e.preventDefault();
      submit(submitter ?? form, { method });
    };
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
    };
  }, [navigate, submit]);
}
