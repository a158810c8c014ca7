/** Saves a file the app downloaded itself (with the token), as a normal browser download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
