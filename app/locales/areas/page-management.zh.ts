import type { pageManagementEn } from "./page-management.en";

// 中文文案：page-management；并入 ../zh.ts。
export const pageManagementZh: Record<keyof typeof pageManagementEn, string> = {};
