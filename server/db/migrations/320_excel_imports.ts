// Spreadsheet imports (server/excel): the uploaded file, its progress and the report of its bad
// rows. The file and the report are kept in the database (bytea, at most EXCEL_MAX_BYTES) rather
// than in the object store, so every API instance's job worker can read them without a shared
// disk, and a report is downloadable for as long as the import row exists.
export const excelImports = /* sql */ `
create table excel_imports (
  id serial primary key,
  importer text not null check (char_length(importer) between 1 and 100),
  file_name text not null check (char_length(file_name) between 1 and 255),
  file bytea not null check (octet_length(file) <= 10485760),
  status text not null default 'queued' check (status in ('queued', 'checking', 'applying', 'applied', 'rejected', 'failed')),
  phase_done int not null default 0 check (phase_done >= 0),
  total int check (total >= 0),
  bad_rows int not null default 0 check (bad_rows >= 0),
  report bytea,
  message text,
  options jsonb not null default '{}'::jsonb,
  created_by int references users(id),
  created_by_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index excel_imports_importer on excel_imports(importer, id desc);
`;
