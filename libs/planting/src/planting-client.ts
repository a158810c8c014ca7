import { z } from 'zod';

/** A GET /certificates waits at most this long for the service, well inside the SPA's 15 s. */
export const PLANTING_TIMEOUT_MS = 5_000;

export interface PlantingClientOptions {
  /** the service's address, or its simulator's */
  baseUrl: string;
  /** PLANTING_API_KEY, sent as a bearer token */
  apiKey: string;
  timeoutMs?: number;
}

/** unknownUser: the service has no such account; unavailable: unreachable, slow, failing or answering nonsense. */
export type PlantingFailure = 'unknownUser' | 'unavailable';

export class PlantingError extends Error {
  constructor(
    readonly reason: PlantingFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PlantingError';
  }
}

const certificatesAnswer = z.object({ certLeft: z.number().int().nonnegative() });

/** The one place that talks HTTP to the tree-planting service. */
export class PlantingClient {
  private readonly baseUrl: string;

  constructor(private readonly options: PlantingClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /** How many certificates the account may still take. */
  async certificatesLeft(plantingUserId: string): Promise<number> {
    const url = `${this.baseUrl}/api/users/${encodeURIComponent(plantingUserId)}/certificates`;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        headers: { Authorization: `Bearer ${this.options.apiKey}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? PLANTING_TIMEOUT_MS),
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw new PlantingError('unavailable', `the tree-planting service did not answer: ${(error as Error).message}`);
    }
    if (response.status === 404) throw new PlantingError('unknownUser', `the tree-planting service has no user ${plantingUserId}`);
    if (!response.ok) throw new PlantingError('unavailable', `the tree-planting service answered ${response.status}`);
    const parsed = certificatesAnswer.safeParse(body);
    if (!parsed.success) throw new PlantingError('unavailable', 'the tree-planting service answered without a certLeft');
    return parsed.data.certLeft;
  }
}
