import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * After a save the API could not take (503) the screen stays as it is: reloading its data would
 * only meet the same outage, and must never swap the open form, with what was typed, for an error.
 * After a conflict (409: the record changed since the page was loaded, or is in another state now)
 * the page's data is read again, so what is shown — and the version its forms post — is current.
 */
export const keepScreenAfterOutage: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 503 ? false : actionStatus === 409 ? true : defaultShouldRevalidate;
