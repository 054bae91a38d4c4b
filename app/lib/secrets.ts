// Shared by the API's and the console's configuration: in production a secret must be given, must
// not be one of the development defaults that ship in this repository, and must be long enough
// not to be guessed.
export const MIN_SECRET_LENGTH = 32;

export const DEV_SECRETS = {
  SSO_CLIENT_SECRET: "dev-console-secret",
  SSO_COOKIE_SECRET: "dev-sso-cookie-secret-change-me",
  SSO_DEMO_PASSWORD: "demo",
  SESSION_SECRET: "dev-session-secret-change-me",
} as const;

export type SecretName = keyof typeof DEV_SECRETS;

/** The problem with a production secret, or null when it is acceptable. */
export function secretProblem(name: SecretName, value: string | undefined): string | null {
  if (!value) return `${name}: required in production`;
  if (Object.values(DEV_SECRETS).includes(value as never)) return `${name}: is a development default; set a secret of your own`;
  // the placeholders example and deployment files carry ("change-me-…") are no secrets either
  if (/change[-_ ]?me/i.test(value)) return `${name}: is a placeholder; set a secret of your own`;
  if (value.length < MIN_SECRET_LENGTH) return `${name}: must be at least ${MIN_SECRET_LENGTH} characters in production`;
  return null;
}

/** The lines naming every unacceptable secret among `names`, for one start-up error. */
export function productionSecretProblems(env: Partial<Record<SecretName, string>>, names: readonly SecretName[]): string[] {
  return names.map((n) => secretProblem(n, env[n])).filter((p): p is string => p !== null);
}
