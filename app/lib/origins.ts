// Defaults that depend on one another, in one place: the API and the console each read their own
// environment, and a default derived differently on each side (the console's origin from PORT,
// the sign-on's issuer from API_PORT) breaks the sign-on's redirect check on any non-default port.
export const DEFAULT_CONSOLE_PORT = 3000;
export const DEFAULT_API_PORT = 3001;

/** Where people open the console (the sign-on's registered redirect URI is on it). */
export function defaultConsoleUrl(consolePort: number): string {
  return `http://localhost:${consolePort}`;
}

/** The API's public origin, the embedded sign-on's issuer base. */
export function defaultPublicApiUrl(apiPort: number): string {
  return `http://localhost:${apiPort}`;
}
