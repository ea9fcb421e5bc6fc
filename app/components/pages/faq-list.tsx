// Questions and answers as native <details>: works without JavaScript, and the shared `name` keeps
// one item open at a time, like the home page FAQ.
import { ChevronDown } from "~/components/ui/icons";

export function FaqList({ items, group }: { items: { question: string; answer: string }[]; group: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={group} className="group px-5 py-1 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 leading-7 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
