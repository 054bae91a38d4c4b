import type * as z from "zod";
import type { Api, CallOptions } from "~/lib/api.server";
import type { KeysetPageData } from "~/ui/KeysetRecords";
import type { PageData } from "~/ui/ListTable";
import type { PickRow } from "../resource/pickers";
import type { Account, BalanceKind, Keyset, LedgerRow } from "./balance";
import type { pointsAdjustSchema, walletAdjustSchema } from "./balance-schema";
import type { Batch, CodesPage } from "./code-batch.server";
import type { Discount } from "./discount";
import type { batchSchema } from "./discount-schema";
import type { MarketTask } from "./market-task-screen";
import type { RewardPage, RewardRow } from "./reward-records.server";
import type { correctSchema, shipSchema } from "./reward-ship-schema";
import type { SendRow } from "./task-records";
import type { Voucher } from "./voucher";
import type { SendLineResult, VoucherSend } from "./voucher-detail.server";

// The typed client of Market tool's hand-written screens on the API's `market/…` module (balances,
// wheel rewards, voucher sends, discount-code batches, task send records): one function per endpoint
// they call, input and answer declared once, instead of path strings. The kinds' own screens go
// through the resource shape's client (kindClient).

type Save = Partial<CallOptions>;
type Query = Record<string, string | number | boolean | undefined>;
type Cursor = { after?: number; before?: number };
type Shipped = { applied: boolean; reward: RewardRow };

export function marketApi(api: Api) {
  return {
    customers: (q: { ids: string }) => api.get<{ list: PickRow[] }>("market/customers", q),
    /** each site's currencies, its own first: what a money form's currency offers for the chosen site (issue 41 §2) */
    siteCurrencies: () => api.get<{ site_currencies: Record<string, string[]> }>("market/site_currencies"),
    /** a customer's wallets or points (`k.api`): accounts, one account, its ledger, an adjustment */
    balance: (k: Pick<BalanceKind, "api">) => ({
      accounts: (q: Query & Cursor) => api.get<Keyset<Account>>(`market/${k.api}/accounts`, q),
      account: (id: number) => api.get<Account>(`market/${k.api}/account/${id}`),
      ledger: (q: { account_id: number } & Cursor) => api.get<Keyset<LedgerRow>>(`market/${k.api}/ledger`, q),
      adjust: (v: z.output<typeof walletAdjustSchema> | z.output<typeof pointsAdjustSchema>, o?: Save) =>
        api.post<{ account: Account; entry: LedgerRow }>(`market/${k.api}/adjust`, v, o),
    }),
    rewards: {
      list: (q: Query & Cursor) => api.get<RewardPage>("market/turnplate/rewards", q),
      ship: (v: z.output<typeof shipSchema>, o?: Save) => api.post<Shipped>("market/turnplate/rewards/ship", v, o),
      correctShipment: (v: z.output<typeof correctSchema>, o?: Save) => api.post<Shipped>("market/turnplate/rewards/shipment", v, o),
    },
    voucher: {
      show: (id: number) => api.get<Voucher>(`market/voucher/${id}`),
      /** one send of a voucher, by its own id */
      sendRecord: {
        show: (id: number) => api.get<VoucherSend>(`market/voucher/send/${id}`),
      },
      sends: (q: { voucher_id: number; page: number }) => api.get<PageData<VoucherSend>>("market/voucher/sends", q),
      sendResults: (sendId: number, q: { page: number; page_size: number; result?: string }) =>
        api.get<PageData<SendLineResult>>(`market/voucher/send/${sendId}/results`, q),
      send: (v: { voucher_id: number; customers?: string }, o?: Save) => api.post<VoucherSend>("market/voucher/send", v, o),
      /** the list file as it came (`voucher_id`, `file`): always queued */
      sendUpload: (body: FormData, o?: Save) => api.post<VoucherSend>("market/voucher/send/upload", body, o),
    },
    discount: {
      show: (id: number) => api.get<Discount>(`market/discount/${id}`),
      /** one batch of codes, by its own id */
      batch: {
        show: (id: number) => api.get<Batch>(`market/discount/batch/${id}`),
      },
      batches: (q: { discount_id?: number; page: number }) => api.get<PageData<Batch>>("market/discount/batches", q),
      batchCodes: (batchId: number, q: { after?: number }) => api.get<CodesPage>(`market/discount/batch/${batchId}/codes`, q),
      createBatch: (v: z.output<typeof batchSchema>, o?: Save) => api.post<Batch>("market/discount/batch/create", v, o),
    },
    task: {
      list: (q: { page_size: number }) => api.get<PageData<MarketTask>>("market/tasks", q),
      sendRecords: (q: Query & Cursor) => api.get<KeysetPageData<SendRow>>("market/task/send_records", q),
    },
  };
}
