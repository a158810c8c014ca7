import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { collectDefaultMetrics, Gauge, Histogram, Registry, type LabelValues } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { JobType } from 'bullmq';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { OPERATOR_CONDITIONS } from '@lesne/contracts';
import { db } from '@lesne/db';
import { StravaAppStatus, stravaAvailability, stravaRateBudget } from '@lesne/strava';
import { InjectRedis } from '../../redis/redis.token';
import { OperatedQueues } from '../operated-queues';
import { OpenSockets } from './open-sockets.gateway';
import { ROOM_KIND_NAMES } from './room-kinds';

/** Where a request took: the GET /ranking hot path answers in a few ms, a PDF in seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_STATES: JobType[] = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'paused', 'failed', 'completed'];
const STRAVA_WINDOWS = ['short', 'day'] as const;

type RequestSeries = ReturnType<Histogram<'method' | 'route' | 'status_class'>['labels']>;

/** One figure a source read: set on its gauge once every source has been read. */
interface Sample {
  gauge: Gauge<string>;
  labels?: LabelValues<string>;
  value: number;
}

/** A source read at scrape time (Postgres, Redis, this copy's sockets), and the gauges it fills. */
interface Source {
  name: string;
  gauges: Array<Gauge<string>>;
  read(): Promise<Sample[]> | Sample[];
}

/**
 * What one API copy tells Prometheus: its requests (measured as they are answered), and at
 * scrape time the queues, the outbox, the unsent mails, its own open sockets, Strava's budget
 * and places, and the operator conditions in force. A source that cannot be read (Postgres or Redis away) is left out of that scrape and
 * lesne_metrics_source_up says so; the rest is still served.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly logger = new Logger(ApiMetrics.name);
  private readonly requests: Histogram<'method' | 'route' | 'status_class'>;
  /** one labelled series per method, route and status class, so a request costs a map lookup and an observe */
  private readonly requestSeries = new Map<string, RequestSeries>();
  private readonly sourceUp: Gauge<'source'>;
  private readonly sources: Source[];

  constructor(
    @InjectConfig() config: AppConfig,
    @InjectDataSource() dataSource: DataSource,
    @InjectRedis() redis: Redis,
    queues: OperatedQueues,
    sockets: OpenSockets,
  ) {
    const registers = [this.registry];
    const gauge = <T extends string>(name: string, help: string, labelNames: T[] = []) => new Gauge<T>({ name, help, labelNames, registers });
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'lesne_http_request_duration_seconds',
      help: 'HTTP requests answered by this API copy, by method, route pattern and status class, and how long they took',
      labelNames: ['method', 'route', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.sourceUp = gauge('lesne_metrics_source_up', 'Whether the last scrape could read the source (1) or not (0)', ['source']);

    const queueJobs = gauge('lesne_queue_jobs', 'Jobs in each queue, by state', ['queue', 'state']);
    const queueAge = gauge('lesne_queue_oldest_waiting_age_seconds', 'Age of the oldest job waiting in each queue (0 when none waits)', ['queue']);
    const outboxLag = gauge('lesne_outbox_lag_seconds', 'Age of the oldest outbox row not yet published to the queues (0 when none waits)');
    const unsentMail = gauge('lesne_mail_unsent', 'Mails recorded and not yet accepted by the SMTP server');
    const openSockets = gauge('lesne_sockets_open', "Live sockets open on this API copy, by the kind of room they sit in (a socket counts in each of its rooms' kinds)", ['room_kind']);
    const stravaUsed = gauge('lesne_strava_budget_used', "Calls counted against Strava's rate limits in the current window (shared by every copy)", ['bucket', 'window']);
    const stravaLimit = gauge('lesne_strava_budget_limit', "Strava's rate limit of each bucket and window", ['bucket', 'window']);
    const stravaAthletes = gauge('lesne_strava_athletes', "Athletes connected to the Strava app (taken) and the places of its tier (limit)", ['measure']);
    const conditions = gauge('lesne_operator_condition', 'Whether each operator condition is in force (1) or not (0)', ['kind']);
    const stravaBudget = stravaRateBudget(config, redis);
    const strava = stravaAvailability(config, dataSource, { budget: stravaBudget, appStatus: new StravaAppStatus(redis, config.REDIS_PREFIX) });

    this.sources = [
      {
        name: 'queues',
        gauges: [queueJobs, queueAge],
        read: async () => {
          const now = Date.now();
          const perQueue = await Promise.all(
            queues.all.map(async (queue) => {
              const [counts, [oldest]] = await Promise.all([queue.getJobCounts(...JOB_STATES), queue.getJobs(['waiting'], 0, 0, true)]);
              return [
                ...JOB_STATES.map((state): Sample => ({ gauge: queueJobs, labels: { queue: queue.name, state }, value: counts[state] ?? 0 })),
                { gauge: queueAge, labels: { queue: queue.name }, value: oldest ? Math.max(0, (now - oldest.timestamp) / 1000) : 0 },
              ];
            }),
          );
          return perQueue.flat();
        },
      },
      {
        name: 'outbox',
        gauges: [outboxLag],
        read: async () => [{ gauge: outboxLag, value: await db.operations.outboxLagSeconds(dataSource.manager) }],
      },
      {
        name: 'mail',
        gauges: [unsentMail],
        read: async () => [{ gauge: unsentMail, value: await db.operations.unsentMailCount(dataSource.manager) }],
      },
      {
        name: 'sockets',
        gauges: [openSockets],
        read: () => {
          const counts = sockets.byRoomKind();
          return ROOM_KIND_NAMES.map((kind) => ({ gauge: openSockets, labels: { room_kind: kind }, value: counts[kind] }));
        },
      },
      {
        name: 'strava',
        gauges: [stravaUsed, stravaLimit, stravaAthletes],
        read: async () => {
          const [{ usage, limit }, { places }] = await Promise.all([stravaBudget.usage(), strava.read()]);
          return [
            ...(['overall', 'read'] as const).flatMap((bucket) =>
              STRAVA_WINDOWS.flatMap((window, index): Sample[] => [
                { gauge: stravaUsed, labels: { bucket, window }, value: usage[bucket][index] },
                { gauge: stravaLimit, labels: { bucket, window }, value: limit[bucket][index] },
              ]),
            ),
            { gauge: stravaAthletes, labels: { measure: 'taken' }, value: places.taken },
            { gauge: stravaAthletes, labels: { measure: 'limit' }, value: places.limit },
          ];
        },
      },
      {
        name: 'conditions',
        gauges: [conditions],
        read: async () => {
          const inForce = new Set((await db.operatorConditions.operatorConditionsInForce(dataSource.manager)).map((condition) => condition.kind));
          return OPERATOR_CONDITIONS.map((kind): Sample => ({ gauge: conditions, labels: { kind }, value: inForce.has(kind) ? 1 : 0 }));
        },
      },
    ];
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    const key = `${method} ${route} ${statusClass}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = this.requests.labels(method, route, statusClass);
      this.requestSeries.set(key, series);
    }
    series.observe(seconds);
  }

  /** Prometheus' text: every source read anew, each source's figures replaced at once (a figure gone is not left stale). */
  async scrape(): Promise<string> {
    const read = await Promise.all(
      this.sources.map(async (source) => {
        try {
          return { source, samples: await source.read() };
        } catch (error) {
          this.logger.warn(`metrics: ${source.name} could not be read: ${error instanceof Error ? error.message : String(error)}`);
          return { source, samples: null };
        }
      }),
    );
    for (const { source, samples } of read) {
      for (const gauge of source.gauges) gauge.reset();
      for (const { gauge, labels, value } of samples ?? []) {
        if (labels) gauge.set(labels, value);
        else gauge.set(value);
      }
      this.sourceUp.set({ source: source.name }, samples ? 1 : 0);
    }
    return this.registry.metrics();
  }
}
