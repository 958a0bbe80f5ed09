// Hands a file to the browser as a download, through a temporary link: the way to keep the Authorization
// header on a download (the API client fetches, then saves).

/** Saves a blob under `filename`. */
export function saveFileInBrowser(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download may be cancelled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
