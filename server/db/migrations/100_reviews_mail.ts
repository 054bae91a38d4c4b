// The shared review and mail machinery (server/reviews, server/mail):
// - users.language: the interface language a person reads mail in (zh is the console's default);
// - review_log: every step of every review (who, when, from → to, reason), read to tell a repeated
//   decision who made it first and when, and shown as a record's review history;
// - mail_outbox: mail written in the transaction of the transition that causes it, delivered by the
//   `mail.deliver` job; its state is what ops see (`npm run cli -- mail`).
export const reviewsMail = /* sql */ `
alter table users add column language text not null default 'zh' check (language in ('zh', 'en'));

create table review_log (
  id bigserial primary key,
  entity text not null,
  entity_id text not null,
  transition text not null,
  from_state text not null,
  to_state text not null,
  actor_id int references users(id),
  actor_name text not null,
  reason text not null default '' check (char_length(reason) <= 500),
  created_at timestamptz not null default now()
);
create index review_log_entity on review_log (entity, entity_id, id desc);

create table mail_outbox (
  id bigserial primary key,
  recipient_id int references users(id),
  recipient text not null check (char_length(recipient) between 3 and 254),
  language text not null check (language in ('zh', 'en')),
  subject text not null check (char_length(subject) between 1 and 300),
  body text not null,
  links text[] not null default '{}',
  entity text not null default '',
  entity_id text not null default '',
  state text not null default 'pending' check (state in ('pending', 'sending', 'sent', 'failed')),
  attempts int not null default 0 check (attempts >= 0),
  last_error text,
  claimed_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index mail_outbox_newest on mail_outbox (id desc);
create index mail_outbox_state on mail_outbox (state, id);
create index mail_outbox_entity on mail_outbox (entity, entity_id, id desc);
`;
