// Colours as swatches with their names beside them: the name carries the meaning, the swatch helps the eye.
import type { ColorOption } from "~/lib/workwear/catalogue";

export function ColorSwatch({ color }: { color: ColorOption }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 shrink-0 rounded-full border border-slate-400"
      style={{ backgroundColor: color.hex }}
    />
  );
}

export function ColorList({ colors }: { colors: readonly ColorOption[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
      {colors.map((color) => (
        <li key={color.id} className="flex items-center gap-1.5">
          <ColorSwatch color={color} />
          {color.name}
        </li>
      ))}
    </ul>
  );
}
