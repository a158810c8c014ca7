import { randomBytes } from 'node:crypto';
import type { StravaWebhookEvent } from '@lesne/contracts';

/** Strava waits this long for the callback's answer, to the subscription check and to each event. */
export const CALLBACK_TIMEOUT_MS = 2000;
/** Strava tries an event at most this often. */
export const WEBHOOK_ATTEMPTS = 3;

export interface PushSubscription {
  id: number;
  resource_state: 2;
  application_id: number;
  callback_url: string;
  created_at: string;
  updated_at: string;
}

export type WebhookEventDraft = Omit<StravaWebhookEvent, 'subscription_id' | 'event_time'>;

export interface WebhookDelivery {
  event: StravaWebhookEvent;
  attempts: number;
  state: 'pending' | 'delivered' | 'failed';
  /** the callback's status of the last attempt, or why it had none */
  lastResult?: string;
}

/** The app's one push subscription and the events it is sent, with Strava's retries. */
export class WebhookDispatcher {
  subscription?: PushSubscription;
  readonly deliveries: WebhookDelivery[] = [];
  attemptsMade = 0;
  private readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  /** first attempts go out one after another, in the order the events happened */
  private firstAttempts: Promise<void> = Promise.resolve();

  constructor(
    private readonly retryDelayMs: number,
    private readonly nowMs: () => number,
  ) {}

  /** Checks the callback as Strava does (GET with hub.challenge, answered within 2 s) and answers whether it passed. */
  async verifyCallback(callbackUrl: string, verifyToken: string): Promise<boolean> {
    const challenge = randomBytes(12).toString('hex');
    const url = new URL(callbackUrl);
    url.searchParams.set('hub.mode', 'subscribe');
    url.searchParams.set('hub.challenge', challenge);
    url.searchParams.set('hub.verify_token', verifyToken);
    try {
      const response = await fetch(url, { signal: this.timeoutSignal() });
      if (response.status !== 200) return false;
      const body = (await response.json()) as Record<string, unknown>;
      return body['hub.challenge'] === challenge;
    } catch {
      return false;
    }
  }

  subscribe(applicationId: number, callbackUrl: string): PushSubscription {
    const now = new Date(this.nowMs()).toISOString();
    this.subscription = {
      id: 100_000 + Math.floor(Math.random() * 900_000),
      resource_state: 2,
      application_id: applicationId,
      callback_url: callbackUrl,
      created_at: now,
      updated_at: now,
    };
    return this.subscription;
  }

  unsubscribe(id: number): boolean {
    if (this.subscription?.id !== id) return false;
    this.subscription = undefined;
    return true;
  }

  /** Sends the event to the subscription's callback; without a subscription nobody hears of it. */
  publish(draft: WebhookEventDraft): void {
    const subscription = this.subscription;
    if (!subscription) return;
    const event: StravaWebhookEvent = { ...draft, subscription_id: subscription.id, event_time: Math.floor(this.nowMs() / 1000) };
    const delivery: WebhookDelivery = { event, attempts: 0, state: 'pending' };
    this.deliveries.push(delivery);
    const firstAttempt = this.firstAttempts.then(() => this.post(delivery, subscription.callback_url));
    this.firstAttempts = firstAttempt;
    void this.track(firstAttempt.then(() => this.retry(delivery, subscription.callback_url)));
  }

  /** Sends a past event again (with retries); resolves when it is acknowledged or given up. */
  async redeliver(index: number): Promise<void> {
    const past = this.deliveries[index];
    if (!past) throw new Error(`no webhook event #${index}`);
    if (!this.subscription) throw new Error('no push subscription to deliver to');
    const delivery: WebhookDelivery = { event: past.event, attempts: 0, state: 'pending' };
    const callbackUrl = this.subscription.callback_url;
    await this.track(this.post(delivery, callbackUrl).then(() => this.retry(delivery, callbackUrl)));
  }

  /** Resolves once no delivery is under way or waiting for its retry. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  stop(): void {
    this.stopping.abort();
  }

  private async retry(delivery: WebhookDelivery, callbackUrl: string): Promise<void> {
    while (delivery.state === 'pending' && !this.stopping.signal.aborted) {
      if (delivery.attempts >= WEBHOOK_ATTEMPTS) {
        delivery.state = 'failed';
        return;
      }
      await this.pause(this.retryDelayMs);
      await this.post(delivery, callbackUrl);
    }
  }

  private async post(delivery: WebhookDelivery, callbackUrl: string): Promise<void> {
    if (this.stopping.signal.aborted) return;
    delivery.attempts += 1;
    this.attemptsMade += 1;
    try {
      const response = await fetch(callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'Strava Simulator' },
        body: JSON.stringify(delivery.event),
        signal: this.timeoutSignal(),
      });
      await response.arrayBuffer();
      delivery.lastResult = String(response.status);
      if (response.status === 200) delivery.state = 'delivered';
    } catch (error) {
      delivery.lastResult = error instanceof Error && error.name === 'TimeoutError' ? 'no answer within 2 s' : 'unreachable';
    }
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  /** Waits, or less when the simulator stops. */
  private pause(ms: number): Promise<void> {
    const signal = this.stopping.signal;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private timeoutSignal(): AbortSignal {
    return AbortSignal.any([this.stopping.signal, AbortSignal.timeout(CALLBACK_TIMEOUT_MS)]);
  }
}
