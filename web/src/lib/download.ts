// Files the API answers (CSV, XLSX) are fetched with the session and organization header, which a
// plain link cannot send; this hands the fetched bytes to the browser as a download.

/** Saves a blob under a file name, as a download the browser shows. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
