import { SetMetadata } from '@nestjs/common';

export const RATE_LIMITED_KEY = 'rateLimited';

/**
 * Marks a route whose service counts attempts (per address or account) and may answer 429 with
 * Retry-After; the API docs list that answer for it. The limits themselves live in the services.
 */
export const RateLimited = () => SetMetadata(RATE_LIMITED_KEY, true);
