// Decorative hero illustration (a printed shirt, stickers and a lettered van) as a static SVG file: no
// photo download, not part of the JavaScript, and fixed dimensions so nothing shifts.
import { cn } from "~/lib/cn";

export function HeroVisual({ className }: { className?: string }) {
  return (
    <img
      src="/hero-visual.svg"
      alt=""
      width={480}
      height={400}
      decoding="async"
      className={cn("h-auto w-full", className)}
    />
  );
}
