/** Every error the API answers with; message is in the request's language. */
export interface ApiError {
  statusCode: number;
  message: string;
  error: string;
  /** for validation errors: the first message of each invalid field */
  fields?: Record<string, string>;
}
