// ESLint 9 flat config: `npm run lint`. Syntax-level typescript-eslint (the type-aware presets would
// type the whole program a second time; `npm run typecheck` already does), react-hooks, jsx-a11y, and
// the layers of the code: what the API may import from the console's folder, and no import cycles.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";
import { appDomain, notInDomainCode, serverMayImportFromApp, todaysServerImportsFromApp } from "./eslint.layers.js";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "public/build/",
      "data/",
      ".cache/",
      "reports/",
      "test-results/",
      "playwright-report/",
      ".stryker-tmp*/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // TypeScript's own checks cover these (and know the DOM/Node types and declaration merging)
      "no-undef": "off",
      "no-redeclare": "off",
      // `any` is used on purpose at the edges: lists of differently typed kinds (JobKind<any>[],
      // Importer<any>[]), the untyped oidc-provider, rows read by column name
      "@typescript-eslint/no-explicit-any": "off",
      // a leading underscore names what is left out on purpose (`const { id: _id, ...rest } = row`)
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Remix's ambient types come by reference, as its template writes them
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/triple-slash-reference": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // the two classic rules of the recommended preset; its other rules are the React Compiler's
      // diagnostics (static-components, refs, set-state-in-effect, purity…): the console does not
      // compile with the React Compiler (React 18, Remix v2), and they cost half of the lint's time
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": ["error", { additionalHooks: "^useAdoptEffect$" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Polaris' TextField takes autoFocus to place the cursor where a correction is asked for
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx,mjs,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
          tsconfig: { configFile: "./tsconfig.json" },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./server",
              from: "./app",
              except: serverMayImportFromApp,
              message: "The API imports from app/ only the pure domain code (app/domain/, or the temporary list in eslint.layers.js).",
            },
            {
              target: "./app",
              from: "./server",
              message: "The console never imports the API's code: it calls the API.",
            },
          ],
        },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: [
      `app/${appDomain.slice(2)}/**`,
      ...todaysServerImportsFromApp.filter((f) => !f.endsWith(".server.ts")).map((f) => `app/${f.slice(2)}`),
    ],
    rules: { "no-restricted-imports": ["error", { patterns: notInDomainCode }] },
  },
);
