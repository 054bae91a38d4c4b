import type { KeyboardEvent } from "react";

/** Keeps Tab and Shift+Tab going round the controls inside `container` (a modal dialog). */
export function keepTabInside(e: KeyboardEvent, container: HTMLElement | null) {
  if (e.key !== "Tab" || !container) return;
  const items = [
    ...container.querySelectorAll<HTMLElement>(
      "button:not([disabled]), a[href], select:not([disabled]), input:not([disabled]), [tabindex='0']",
    ),
  ];
  if (!items.length) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const to = e.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : at === items.length - 1 ? 0 : at + 1;
  e.preventDefault();
  items[to].focus();
}
