/** A mail ready for the transport: its subject, plain-text and HTML parts, and any headers of its own. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}
