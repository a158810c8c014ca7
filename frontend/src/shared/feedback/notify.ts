import { errorMessage, serverMessage } from '../api/errors';

const POLITE = { role: 'status' } as const;

/** The toasts' code loads with the app shell's container, after the first page has shown. */
function toast(kind: 'success' | 'info' | 'error', text: string): void {
  // A success or a notice is read out when the reader is free; a failure at once (toastify's role alert).
  const options = kind === 'error' ? undefined : POLITE;
  void import('react-toastify').then((toastify) => toastify.toast[kind](text, options));
}

/**
 * The one home of feedback outside forms. A write's mutation hook (its feature's *.queries.ts)
 * calls these in its onSuccess and onError. A form shows the server's per-field messages under
 * its fields (shared/forms/useForm.ts) and its failure in an ErrorAlert; a load that failed
 * shows an ErrorAlert or ErrorWithRetry where its content would be; everything else is a toast
 * from here (bottom-right, 3 s, from the app shell's <Toasts />), or, for the failures that are only
 * logged (docs/product.md#feedback-and-errors), `reportQuietly`.
 */

export function notifySuccess(text: string): void {
  toast('success', text);
}

/** Neither a success nor a failure: e.g. a result that waits for approval. */
export function notifyInfo(text: string): void {
  toast('info', text);
}

/** Our text, then why: the server's message, or a fallback for the status ("... plus server message"). */
export function notifyFailure(text: string, error: unknown): void {
  // Some of our texts end without a full stop; the reason is a sentence of its own.
  const lead = /[.!?…]$/.test(text) ? text : `${text}.`;
  toast('error', `${lead} ${errorMessage(error)}`);
}

/** The server's message when it sent one, otherwise our text. */
export function notifyServerMessageOr(text: string, error: unknown): void {
  toast('error', serverMessage(error) ?? text);
}

/** Just our text. */
export function notifyError(text: string): void {
  toast('error', text);
}

/**
 * A failure the user is not told about, because what is shown stays usable (docs/product.md#feedback-and-errors: "only
 * logged": a ranking refresh, the session check, the review badge): it goes to the console,
 * here and nowhere else.
 */
export function reportQuietly(what: string, error: unknown): void {
  console.error(what, error);
}
