import { toast } from 'react-toastify';
import { errorMessage, serverMessage } from '../api/errors';

/** A success toast (bottom-right, 3 s, from the app shell's container). */
export function notifySuccess(text: string): void {
  toast.success(text);
}

/** Our text, then why: the server's message, or a fallback for the status ("... plus server message"). */
export function notifyFailure(text: string, error: unknown): void {
  // Some of the spec's texts end without a full stop; the reason is a sentence of its own.
  const lead = /[.!?…]$/.test(text) ? text : `${text}.`;
  toast.error(`${lead} ${errorMessage(error)}`);
}

/** The server's message when it sent one, otherwise our text. */
export function notifyServerMessageOr(text: string, error: unknown): void {
  toast.error(serverMessage(error) ?? text);
}

/** Just our text. */
export function notifyError(text: string): void {
  toast.error(text);
}
