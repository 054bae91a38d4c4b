// The server renders every page in one pass (entry.server.tsx waits for all of it), so it holds
// Polaris' provider from the start; the browser's build sees an empty module here and loads the
// provider on demand (ui/PolarisScope.tsx).
export { PolarisProvider } from "./polaris-provider";
