/** Every error the API answers with; message is in the request's language. */
export interface ApiError {
  statusCode: number;
  message: string;
  error: string;
  /** which refusal this is, for a client that acts on it (e.g. 'idempotency.inProgress'); the message is for people */
  code?: string;
  /** for validation errors: the first message of each invalid field */
  fields?: Record<string, string>;
}

/** The code of a 409 to a create whose first send with the same Idempotency-Key is still being stored: ask again shortly. */
export const IDEMPOTENCY_IN_PROGRESS = 'idempotency.inProgress';
