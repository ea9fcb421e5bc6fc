// Downloads a file through fetch, so the page knows whether it worked and can say so (docs/behaviour.md#validation-and-messages).
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
