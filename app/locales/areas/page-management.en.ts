// English strings of the page-management screens; spread into ../en.ts.
export const pageManagementEn = {} as const;
