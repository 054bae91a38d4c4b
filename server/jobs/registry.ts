import { excelImportJob } from "../excel/job";
import { mailDeliver, mailSweep } from "../mail/deliver";
import { expiredTokensCleanup, importFilesCleanup, orphanUploadsCleanup, uploadStagingCleanup } from "./cleanup";
import type { JobKind } from "./define";
import { discountCodesJob } from "./discount-codes";
import { voucherSendJob } from "./voucher-send";
import { eventPriceImportJob } from "../modules/events/import-job";

// Every kind of job the API works. A new kind is declared with defineJob (define.ts) in its own
// module — with `schedule: "<cron>"` for one that runs on a schedule — and added to this list,
// one per line.
export const JOB_KINDS: JobKind<any>[] = [
  expiredTokensCleanup,
  uploadStagingCleanup,
  orphanUploadsCleanup,
  importFilesCleanup,
  mailDeliver,
  mailSweep,
  excelImportJob,
  discountCodesJob,
  voucherSendJob,
  eventPriceImportJob,
];
