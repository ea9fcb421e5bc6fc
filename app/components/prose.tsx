// Long-form text (blog posts, legal pages): hand-written typography instead of a plugin, scoped to children.
import { cn } from "~/lib/cn";

const proseClass = cn(
  "max-w-[70ch] text-base leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8",
  "[&>:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-ink",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_p]:my-4",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-brand-700",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-1",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm",
  "[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-ink",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
);

type ProseProps = { className?: string } & (
  { html: string; children?: never } | { html?: never; children: React.ReactNode }
);

export function Prose({ html, children, className }: ProseProps) {
  if (html !== undefined) {
    // Server-rendered Markdown with raw HTML escaped (see blog.server.ts).
    return <div className={cn(proseClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <div className={cn(proseClass, className)}>{children}</div>;
}
