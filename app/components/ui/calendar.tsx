// Month calendar (react-day-picker) in Dutch, weeks starting on Monday (docs/behaviour.md#business-rules). Only loaded inside dialogs.
import { DayPicker, type DayPickerProps } from "react-day-picker";
import { nl } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { cn } from "~/lib/cn";

export type CalendarProps = DayPickerProps;

export function Calendar({ className, ...props }: CalendarProps) {
  return (
    <DayPicker
      locale={nl}
      weekStartsOn={1}
      className={cn("calendar text-sm", className)}
      {...(props as DayPickerProps)}
    />
  );
}
