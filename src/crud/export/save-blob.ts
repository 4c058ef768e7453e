/** Hands a file made in the page to the browser's downloads, under its name. */
export function saveBlob(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has taken the file: revoked at once, some browsers drop the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
