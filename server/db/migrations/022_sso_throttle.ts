// Limits of the embedded sign-on kept where every API instance sees them (issue 14, items 3, 4):
// requests per client address per minute, and failed passwords per username and per address
// with the time until which further attempts are refused.
export const ssoThrottle = /* sql */ `
create table sso_rate_windows (
  key text primary key,
  window_start timestamptz not null,
  hits int not null
);
create index sso_rate_windows_window_start on sso_rate_windows(window_start);

create table sso_login_failures (
  key text primary key,
  failures int not null,
  last_failure_at timestamptz not null,
  blocked_until timestamptz
);
create index sso_login_failures_last_failure_at on sso_login_failures(last_failure_at);
`;
