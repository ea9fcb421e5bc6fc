// Page views (bars) and visitors (line) per day as server-rendered SVG: no chart library on any page. The same
// numbers are in a table below it for screen readers and for reading exact values.
import { formatDay } from "~/lib/shop-time";
import { niceMax } from "~/lib/chart-scale";

interface Day {
  day: string;
  views: number;
  visitors: number;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

export function VisitsChart({ days }: { days: Day[] }) {
  const max = niceMax(Math.max(0, ...days.map((d) => d.views)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const x = (i: number) => PAD.left + i * step + step / 2;
  const line = days.map((d, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(d.visitors).toFixed(1)}`).join("");
  const labelEvery = Math.ceil(days.length / 7);
  const totalViews = days.reduce((s, d) => s + d.views, 0);
  const totalVisitors = days.reduce((s, d) => s + d.visitors, 0);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Paginaweergaven en bezoekers per dag: ${totalViews} weergaven, ${totalVisitors} bezoekers`}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * f)} y2={y(max * f)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#334155">
              {max * f}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={x(i) - step * 0.35}
            width={step * 0.7}
            y={y(d.views)}
            height={PAD.top + innerH - y(d.views)}
            fill="#93c5fd"
          />
        ))}
        <path d={line} fill="none" stroke="#1d4ed8" strokeWidth="2" />
        {days.map((d, i) =>
          i % labelEvery === 0 ? (
            <text key={d.day} x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#334155">
              {formatDay(d.day)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 flex gap-4 text-sm text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-3 bg-blue-300 align-middle" />
          Paginaweergaven
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-blue-700 align-middle" />
          Bezoekers
        </span>
      </figcaption>
    </figure>
  );
}
