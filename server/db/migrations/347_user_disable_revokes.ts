// Disabling a staff user ends what they hold (issue 39): their bearer tokens are revoked and their
// sign-on sessions, grants and tokens (sso_store rows whose accountId is their username) removed,
// so enabling them again does not revive an old token or session — they sign in afresh. Done by
// the database on the change itself, so every way of disabling (SQL, the CLI, a later screen) does it.
export const userDisableRevokes = /* sql */ `
create function users_disabled_revoke() returns trigger language plpgsql as $fn$
begin
  update api_tokens set revoked_at = now() where user_id = new.id and revoked_at is null;
  delete from sso_store where payload->>'accountId' = new.username;
  return new;
end
$fn$;

create trigger users_disabled_revoke after update of active on users
  for each row when (old.active and not new.active) execute function users_disabled_revoke();
`;
