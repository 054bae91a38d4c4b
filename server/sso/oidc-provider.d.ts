// oidc-provider ships no type declarations; the embedded sign-on uses a small, tested surface of it.
declare module "oidc-provider" {
  const Provider: any;
  export default Provider;
  export const errors: { InvalidGrant: new (description: string) => Error };
}
