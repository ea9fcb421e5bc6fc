// Downloads a marketing file through fetch, so the visitor hears whether it worked (docs/behaviour.md#validation-and-messages). Loaded on the
// first download click: few visitors download, and the toasts' code comes along only then.
import { toast } from "~/components/ui/toast";
import { downloadFile } from "~/browser/download-file";

export async function downloadFromLink(link: HTMLAnchorElement): Promise<void> {
  try {
    await downloadFile(link.href, link.download || "bestand");
    toast.success("Bestand gedownload!");
  } catch {
    toast.error("Fout bij downloaden van bestand");
  }
}
