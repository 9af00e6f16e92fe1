/**
 * Saves a file the API answered (an export) under `filename`, as a link the person clicked would.
 * The object URL is let go a moment later: some browsers read it after click() returns.
 */
export function downloadFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
