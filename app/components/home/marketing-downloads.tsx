// Downloadable marketing files (docs/behaviour.md#screens-and-routes home section 3, §8). Server markup: the plain link downloads without
// JavaScript; with it, <ServerMarkupActions> fetches the file and reports success or failure.
import { FileDown } from "~/components/ui/icons";

export interface MarketingFileLink {
  id: string;
  fileName: string;
}

export function MarketingDownloads({ title, files }: { title: string; files: MarketingFileLink[] }) {
  if (files.length === 0) return null;
  return (
    <div className="mt-10">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      <ul className="mt-3 space-y-2">
        {files.map((file) => (
          <li key={file.id}>
            <a
              href={`/bestanden/${file.id}`}
              download={file.fileName}
              data-action="download"
              className="inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-ink hover:border-brand-600 hover:text-brand-700"
            >
              <FileDown className="size-5 text-brand-700" />
              {file.fileName}
              <span className="sr-only"> downloaden</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
