/** What nodemailer tells of a failed send. */
interface SmtpFailure {
  command?: string;
  responseCode?: number;
  code?: string;
  originalCode?: string;
  timeoutType?: string;
}

/** Codes of a connection that never opened: nothing reached the server. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Timeouts before the server greeted us or finished TLS: no command of the mail was sent yet. */
const BEFORE_THE_MAIL = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

/**
 * Whether the SMTP server may have taken a mail whose send failed. A server takes a mail when it
 * reads the message's final dot, before we read its 250, and SMTP cannot be asked afterwards, so a
 * connection lost or silent once it was open may have come after that. Only two failures say the
 * server did not take it: it answered with a refusal (a 4xx or 5xx reply to any command, the final
 * dot's included), or no connection was made. nodemailer labels every failure of the connection
 * itself `CONN`, at whatever step; any other failure came from its own checks before anything was
 * sent (`API`) or with the server's answer, and one that is not nodemailer's sent nothing.
 */
export function mayHaveBeenAccepted(error: unknown): boolean {
  const failure: SmtpFailure = typeof error === 'object' && error !== null ? error : {};
  if (failure.command !== 'CONN' || failure.responseCode) return false;
  const neverConnected = failure.code === 'EDNS' || failure.code === 'ETLS' || NEVER_CONNECTED.has(failure.originalCode ?? '');
  return !neverConnected && !BEFORE_THE_MAIL.has(failure.timeoutType ?? '');
}
