import { CalendarDays, Clock } from "~/components/ui/icons";
import { formatPostDate } from "~/lib/post-date";

/** Date and reading time of a blog post. */
export function PostMetaLine({ date, readingMinutes }: { date: string; readingMinutes: number }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" />
        <time dateTime={date}>{formatPostDate(date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" />
        {readingMinutes} min. leestijd
      </span>
    </p>
  );
}
