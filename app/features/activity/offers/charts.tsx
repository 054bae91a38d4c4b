// Bar charts drawn on the server as inline SVG: readable without JavaScript, each bar titled with
// its number, and always shown beside a table of the same numbers (the accessible reading).

export interface Bar {
  label: string;
  value: number;
}

const W = 560;

/** One horizontal bar per item, its label on the left and its number at its end. */
export function HorizontalBars({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const row = 28;
  const labelW = 120;
  const h = Math.max(row, bars.length * row);
  return (
    <svg role="img" aria-label={title} viewBox={`0 0 ${W} ${h}`} width="100%" style={{ maxWidth: W }}>
      <title>{title}</title>
      {bars.map((b, i) => {
        const w = Math.round(((W - labelW - 50) * b.value) / max);
        return (
          <g key={b.label} transform={`translate(0 ${i * row})`}>
            <title>{`${b.label}: ${b.value}`}</title>
            <text x={labelW - 8} y={row / 2 + 5} textAnchor="end" fontSize="13" fill="#303030">
              {b.label}
            </text>
            <rect x={labelW} y={5} width={Math.max(w, 1)} height={row - 10} fill="#2c6ecb" rx="3" />
            <text x={labelW + w + 6} y={row / 2 + 5} fontSize="13" fill="#303030">
              {b.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** One column per day, left to right; the first and last days written under the axis. */
export function DayColumns({ title, desc, bars }: { title: string; desc?: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const h = 180;
  const base = h - 24;
  const step = W / Math.max(1, bars.length);
  return (
    <svg role="img" aria-label={title} viewBox={`0 0 ${W} ${h}`} width="100%" style={{ maxWidth: W }}>
      <title>{title}</title>
      {desc ? <desc>{desc}</desc> : null}
      <line x1="0" y1={base} x2={W} y2={base} stroke="#8a8a8a" />
      {bars.map((b, i) => {
        const ch = Math.round(((base - 16) * b.value) / max);
        return (
          <rect key={b.label} x={i * step + step * 0.15} y={base - ch} width={Math.max(step * 0.7, 1)} height={ch} fill="#2c6ecb">
            <title>{`${b.label}: ${b.value}`}</title>
          </rect>
        );
      })}
      <text x="0" y={h - 6} fontSize="12" fill="#303030">
        {bars[0]?.label}
      </text>
      <text x={W} y={h - 6} fontSize="12" textAnchor="end" fill="#303030">
        {bars[bars.length - 1]?.label}
      </text>
      <text x="0" y="12" fontSize="12" fill="#303030">
        {max}
      </text>
    </svg>
  );
}
