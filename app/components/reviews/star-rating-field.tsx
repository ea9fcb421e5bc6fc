// 1 to 5 stars as a radio group: works without JavaScript, each star a real radio with its own label ("4 sterren"),
// the error below the group linked from the fieldset. Each option carries an outline and a filled star; CSS (:has)
// shows the filled one up to the checked option and the outline after it, so no script is needed for the look.
import { useField } from "~/components/form/field";
import { Star, StarFilled } from "~/components/ui/icons";

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRatingField({
  name,
  legend,
  option,
}: {
  name: string;
  legend: string;
  option: (stars: number) => string;
}) {
  const field = useField({ name, label: legend, required: true });
  const checked = field.control.defaultValue;
  return (
    <fieldset
      className="star-rating"
      aria-invalid={field.control["aria-invalid"]}
      aria-describedby={field.message ? `${field.id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {STARS.map((stars) => (
          <label key={stars} className="star-rating-option">
            <input
              type="radio"
              name={name}
              value={stars}
              required
              defaultChecked={checked === String(stars)}
              className="sr-only"
            />
            <Star />
            <StarFilled />
            <span className="sr-only">{option(stars)}</span>
          </label>
        ))}
      </div>
      {field.message ? (
        <p id={`${field.id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {field.message}
        </p>
      ) : null}
    </fieldset>
  );
}
