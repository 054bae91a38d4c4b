// An import's report of bad rows is kept as data and written as a sheet when downloaded, in the
// downloader's language (server/excel/report.ts). Reports stored before as finished sheets in one
// language are dropped: an import's report is for the days after it, and the import keeps its count.
export const importReportData = /* sql */ `
alter table excel_imports drop column report;
alter table excel_imports add column report jsonb;
`;
