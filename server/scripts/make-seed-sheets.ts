// `npm run seed-sheets`: writes server/db/seed-sheets.data.ts from server/db/seed-sheets.ts.
import fs from "node:fs";
import { writeSeedSheets } from "../db/seed-sheets";

const files = await writeSeedSheets();
const lines = Object.entries(files).map(([name, buf]) => `  ${name}: "${buf.toString("base64")}",`);
fs.writeFileSync(
  new URL("../db/seed-sheets.data.ts", import.meta.url),
  `// Written by \`npm run seed-sheets\` from seed-sheets.ts (base64 .xlsx files); do not edit by hand.\nexport const SEED_SHEETS = {\n${lines.join("\n")}\n};\n`,
);
console.log(
  `seed sheets written: ${Object.entries(files)
    .map(([n, b]) => `${n} ${b.length} B`)
    .join(", ")}`,
);
