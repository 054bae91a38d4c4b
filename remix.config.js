// `npm run dev` (server/dev.ts) builds into .cache/dev, so the development loop never leaves a
// development bundle where `npm run serve` expects the production build.
const dev = process.env.CONSOLE_DEV_BUILD === "1";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ...(dev ? { serverBuildPath: ".cache/dev/index.js", assetsBuildDirectory: ".cache/dev/public/build" } : {}),
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [/^@shopify\/polaris\/locales\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
