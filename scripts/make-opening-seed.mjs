// Makes the opening-screen ads' demo media (public/seed/opening): two portrait poster PNGs and one
// short WebM, drawn on a canvas and recorded by the browser's own encoder, so the seed ships real,
// playable files and names no outside host. Run once: `node scripts/make-opening-seed.mjs`.
import fs from "node:fs";
import { chromium } from "playwright-core";

const OUT = new URL("../public/seed/opening/", import.meta.url);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
const files = await page.evaluate(async () => {
  const draw = (ctx, bg, text, t = 0) => {
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, 180, 320);
    ctx.fillStyle = "#fff";
    ctx.beginPath();
    ctx.arc(90, 120 + 40 * Math.sin(t), 40, 0, Math.PI * 2);
    ctx.fill();
    ctx.font = "bold 22px sans-serif";
    ctx.textAlign = "center";
    ctx.fillText(text, 90, 260);
  };
  const canvas = document.createElement("canvas");
  canvas.width = 180;
  canvas.height = 320;
  const ctx = canvas.getContext("2d");
  const out = {};
  for (const [name, bg, text] of [
    ["summer-sale.png", "#e4572e", "Summer Sale"],
    ["back-to-school.png", "#2e86ab", "Back to School"],
  ]) {
    draw(ctx, bg, text);
    out[name] = canvas.toDataURL("image/png").split(",")[1];
  }
  const stream = canvas.captureStream(15);
  const rec = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 150000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((r) => (rec.onstop = r));
  rec.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 300;
      draw(ctx, "#8e44ad", "New Arrivals", t);
      if (performance.now() - start < 2000) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  rec.stop();
  await done;
  const buf = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let bin = "";
  for (const b of buf) bin += String.fromCharCode(b);
  out["new-arrivals.webm"] = btoa(bin);
  return out;
});
for (const [name, b64] of Object.entries(files)) fs.writeFileSync(new URL(name, OUT), Buffer.from(b64, "base64"));
await browser.close();
