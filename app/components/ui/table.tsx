import { cn } from "~/lib/cn";

/** A data table that scrolls sideways on small screens instead of squeezing its columns. */
export function Table({
  className,
  caption,
  children,
  ...props
}: React.ComponentProps<"table"> & { caption?: string }) {
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...props}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function THead(props: React.ComponentProps<"thead">) {
  return <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700" {...props} />;
}

export function TBody(props: React.ComponentProps<"tbody">) {
  return <tbody className="divide-y divide-slate-200" {...props} />;
}

export function Tr({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("align-top", className)} {...props} />;
}

export function Th({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th scope="col" className={cn("px-3 py-2.5 font-semibold whitespace-nowrap", className)} {...props} />
  );
}

export function Td({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-3 py-2.5 text-slate-800", className)} {...props} />;
}
