// An ID token is exchanged for an API token once (issue 14, item 2): its hash is remembered until
// the token expires, in the database so every API instance refuses the second exchange.
export const ssoTokenUses = /* sql */ `
create table sso_token_uses (
  token_hash text primary key,
  expires_at timestamptz not null
);
create index sso_token_uses_expires_at on sso_token_uses(expires_at);
`;
