// What every scenario draws with: the storefronts, a random index, item or chance, and a query
// string of the parameters that were drawn (the undrawn ones left out).

export const SITES = ["us", "ca", "uk", "eur", "de", "glb", "au"];

export const rand = (n) => Math.floor(Math.random() * n);
export const pick = (list) => list[rand(list.length)];
export const maybe = (p) => Math.random() < p;

export function query(params) {
  const s = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== "")).toString();
  return s ? `?${s}` : "";
}
