import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * After a save the API could not take (503) the screen stays as it is: reloading its data would
 * only meet the same outage, and must never swap the open form, with what was typed, for an error.
 */
export const keepScreenAfterOutage: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 503 ? false : defaultShouldRevalidate;
