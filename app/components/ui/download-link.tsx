// A file download as a text link with its icon: the one look of "download this PDF" in lists, for customers and
// staff alike. Plain <a download>, so it works on pages that ship no script.
import { FileDown } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

export function DownloadLink({ className, children, ...props }: React.ComponentProps<"a">) {
  return (
    <a
      download
      className={cn(
        "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline",
        className,
      )}
      {...props}
    >
      <FileDown className="size-4 shrink-0" />
      {children}
    </a>
  );
}
