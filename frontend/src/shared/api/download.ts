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

/** The file's name from a Content-Disposition header (its UTF-8 form first), when it names one. */
export function filenameFrom(disposition: string): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall back to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}
