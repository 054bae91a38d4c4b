export const loader = () =>
  new Response(JSON.stringify({ status: "ok" }), { headers: { "content-type": "application/json", "cache-control": "no-store" } });
