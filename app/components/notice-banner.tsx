// The owners' notice ("Tussen kerst en oud en nieuw gesloten") above every public page's header, only on the days
// it is set for (the layout's loader decides). Plain text in a fixed frame: what is typed cannot change the layout.
import { Info } from "~/components/ui/icons";
import { noticeBannerCopy } from "~/content/notice-banner";

export function NoticeBanner({ text }: { text: string }) {
  return (
    <aside aria-label={noticeBannerCopy.label} className="border-b border-amber-300 bg-amber-50 text-ink">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2.5 text-sm font-medium sm:px-6">
        <Info className="mt-0.5 size-4 shrink-0 text-amber-800" />
        <span>{text}</span>
      </p>
    </aside>
  );
}
