// The embedded sign-on's state, shared by every API instance (issue 8): what oidc-provider keeps
// (sessions, interactions, grants, authorization codes, …; one row per model and id, removed once
// expired) and its signing keys, rotated in place.
export const ssoStore = /* sql */ `
create table sso_store (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index sso_store_grant_id on sso_store(grant_id) where grant_id is not null;
create index sso_store_uid on sso_store(model, uid) where uid is not null;
create index sso_store_user_code on sso_store(model, user_code) where user_code is not null;
create index sso_store_expires_at on sso_store(expires_at);

create table sso_signing_keys (
  kid text primary key,
  -- the private JWK, encrypted with a key derived from SSO_COOKIE_SECRET (server/sso/keys.ts)
  sealed_jwk text not null,
  created_at timestamptz not null default now(),
  signs_from timestamptz not null
);
`;
