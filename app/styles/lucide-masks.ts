// Tailwind plugin: the utility `i-<lucide name>` (`i-arrow-right`) gives an element that icon's shape as its CSS
// `mask-image`, a view of the icon sprite (icon-sprite.ts), and the `.i` rule of app.css paints the mask in the
// text colour. Only the icons app/components/ui/icons.tsx names have a utility (and a cell in the sprite).
import plugin from "tailwindcss/plugin";
import { iconSprite } from "./icon-sprite";

/** Each sprite icon's mask image by its name. */
export function lucideMasks(): Record<string, string> {
  const { path, names } = iconSprite();
  return Object.fromEntries(names.map((name) => [name, `url("${path}#${name}")`]));
}

export default plugin(({ matchUtilities }) => {
  matchUtilities({ i: (mask: string) => ({ "mask-image": mask }) }, { values: lucideMasks() });
});
