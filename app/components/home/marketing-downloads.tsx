// Downloadable marketing files (spec §2 home section 3, §8): fetched as a blob so we know whether the
// download worked and can say so. The plain link still downloads when JavaScript is unavailable.
import { FileDown } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toast";

export interface MarketingFileLink {
  id: string;
  fileName: string;
}

export async function downloadFile(href: string, fileName: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before releasing the blob.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function MarketingDownloads({ title, files }: { title: string; files: MarketingFileLink[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) return null;
  return (
    <div className="mt-10">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      <ul className="mt-3 space-y-2">
        {files.map((file) => {
          const href = `/bestanden/${file.id}`;
          return (
            <li key={file.id}>
              <a
                href={href}
                download={file.fileName}
                aria-busy={busy === file.id || undefined}
                onClick={async (event) => {
                  event.preventDefault();
                  if (busy) return;
                  setBusy(file.id);
                  try {
                    await downloadFile(href, file.fileName);
                    toast.success("Bestand gedownload!");
                  } catch {
                    toast.error("Fout bij downloaden van bestand");
                  } finally {
                    setBusy(null);
                  }
                }}
                className="inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-ink hover:border-brand-600 hover:text-brand-700"
              >
                <FileDown className="size-5 text-brand-700" aria-hidden="true" />
                {file.fileName}
                <span className="sr-only"> downloaden</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
