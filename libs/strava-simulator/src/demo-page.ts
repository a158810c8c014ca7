import { escapeHtml, html, redirect, type SimResponse } from '@lesne/simulator-http';
import { SIM_DEVICES, SIM_VISIBILITIES, timesFromMinutes, type SimActivity, type SimActivityInput, type SimVisibility } from './activities';
import { layout } from './html';
import type { RateLimiter } from './rate-limits';
import type { WebhookDispatcher } from './webhooks';
import type { StravaWorld } from './world';

const SPORT_TYPES = ['Run', 'TrailRun', 'VirtualRun', 'Walk', 'Hike', 'Ride', 'MountainBikeRide', 'GravelRide', 'EBikeRide', 'VirtualRide', 'Swim', 'Rowing', 'NordicSki', 'Workout'];
const VISIBILITY_LABELS: Record<SimVisibility, string> = { everyone: 'Everyone', followers_only: 'Followers', only_me: 'Only You' };
const SHOWN_EVENTS = 20;
const MAX_KM = 1000;
const MAX_MINUTES = 6000;

class FormError extends Error {}

/**
 * GET /sim and its forms: a person acts as an athlete (records a run on a device or types one in,
 * edits, hides, deletes it, deauthorizes the app) or as Strava (flags a run) through the same
 * methods the tests use, so the same webhooks fire.
 */
export class DemoPage {
  constructor(
    private readonly world: StravaWorld,
    private readonly webhooks: WebhookDispatcher,
    private readonly limiter: RateLimiter,
  ) {}

  show(): SimResponse {
    const athletes = [...this.world.athletes.values()].reverse();
    return html(
      200,
      layout(
        'Strava simulator',
        `<h1>Act as a Strava athlete</h1>
<p class="muted">What you do here reaches the app the way Strava tells it: by webhook, then the app reads the activity. <a href="/sim">Refresh</a></p>
${this.appStatus()}
${athletes.map((athlete) => this.athleteCard(athlete.id)).join('')}
<section><h2>New athlete</h2>
<form method="post" action="/sim/athletes" class="row"><label>First name<input type="text" name="firstname"></label><label>Last name<input type="text" name="lastname"></label><button type="submit">Create</button></form>
<p class="muted">Athletes are also created on the authorize page, when someone connects the app.</p></section>
${this.eventLog()}`,
      ),
    );
  }

  /** POST /sim/…: applies the form, then back to the page (or a 400 page saying what was wrong). */
  submit(path: string, params: URLSearchParams): SimResponse {
    try {
      return redirect(`/sim#athlete-${this.apply(path, params)}`, 303);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return html(error instanceof FormError ? 400 : 404, layout('Strava simulator', `<section class="error">${escapeHtml(message)}</section><p><a href="/sim">Back</a></p>`));
    }
  }

  /** Answers the athlete whose card to scroll back to. */
  private apply(path: string, params: URLSearchParams): number {
    if (path === '/sim/athletes') return this.world.createAthlete({ firstname: params.get('firstname') ?? '', lastname: params.get('lastname') ?? '' }).id;
    const [, kind, rawId, action = ''] = /^\/sim\/(athletes|activities)\/(\d+)(?:\/(\w+))?$/.exec(path) ?? [];
    const id = Number(rawId);
    if (kind === 'athletes' && action === 'activities') return this.world.recordActivity(id, readRecording(params)).athleteId;
    if (kind === 'athletes' && action === 'deauthorize') {
      this.world.deauthorize(id);
      return id;
    }
    if (kind === 'activities' && action === '') return this.world.updateActivity(id, editOf(this.world.activity(id), params)).athleteId;
    if (kind === 'activities' && action === 'visibility') return this.world.updateActivity(id, { visibility: readVisibility(params) }).athleteId;
    if (kind === 'activities' && action === 'flag') return this.world.flagActivity(id, !this.world.activity(id).flagged).athleteId;
    if (kind === 'activities' && action === 'delete') {
      const { athleteId } = this.world.activity(id);
      this.world.deleteActivity(id);
      return athleteId;
    }
    throw new Error(`nothing to do at ${path}`);
  }

  private appStatus(): string {
    const subscription = this.webhooks.subscription;
    const usage = this.limiter.usage();
    return `<section><h2>The app</h2>
<p>${subscription ? `Webhooks go to <code>${escapeHtml(subscription.callback_url)}</code>` : 'No push subscription yet: the app hears of nothing until it subscribes.'}</p>
<p class="muted">API calls in this 15-minute window: ${usage.overall[0]} (today ${usage.overall[1]}).</p>
<p class="muted">Connected athletes: ${this.world.grants.size}${this.world.athleteCap === null ? ' (no cap)' : ` of ${this.world.athleteCap}`}.</p>
${this.world.appInactive ? '<p class="error">The app is inactive (its owner has no Strava subscription): Strava refuses every call.</p>' : ''}</section>`;
  }

  private athleteCard(athleteId: number): string {
    const athlete = this.world.athlete(athleteId);
    const scopes = this.world.grants.get(athleteId);
    const activities = this.world.activitiesOf(athleteId);
    return `<section class="card" id="athlete-${athleteId}">
<h2>${escapeHtml(`${athlete.firstname} ${athlete.lastname}`)} <span class="muted">#${athleteId}</span></h2>
<p class="muted">${scopes ? `Authorized the app: ${escapeHtml(scopes.join(', '))}` : 'Has not authorized the app.'}</p>
<form method="post" action="/sim/athletes/${athleteId}/activities">
<div class="row">${sportSelect('Run')}<label>km<input type="number" name="km" step="0.01" min="0.01" value="5" required></label><label>minutes<input type="number" name="minutes" step="1" min="1" value="30" required></label></div>
<div class="row">${visibilitySelect('everyone')}<label>Device<select name="device_name">${SIM_DEVICES.map((device) => `<option>${escapeHtml(device)}</option>`).join('')}</select></label></div>
<label class="check"><input type="checkbox" name="manual"> <span>Typed in by hand on Strava (manual: no device, no map)</span></label>
<label class="check"><input type="checkbox" name="trainer"> <span>Indoor (treadmill or trainer)</span></label>
<label class="check"><input type="checkbox" name="flagged"> <span>Flagged by Strava as suspicious</span></label>
<div class="actions"><button type="submit">Record a run</button></div>
</form>
${scopes ? `<div class="actions"><form method="post" action="/sim/athletes/${athleteId}/deauthorize"><button type="submit" class="danger">Deauthorize the app</button></form></div>` : ''}
<ul class="plain">${activities.map((activity) => activityItem(activity)).join('')}</ul>
</section>`;
  }

  private eventLog(): string {
    const recent = this.webhooks.deliveries.slice(-SHOWN_EVENTS).reverse();
    const rows = recent
      .map(
        ({ event, state, attempts, lastResult }) =>
          `<tr><td>${new Date(event.event_time * 1000).toISOString().slice(11, 19)}</td><td>${event.object_type} ${event.aspect_type} #${event.object_id}</td><td>${escapeHtml(JSON.stringify(event.updates))}</td><td>${state} (${attempts}${lastResult ? `, ${escapeHtml(lastResult)}` : ''})</td></tr>`,
      )
      .join('');
    return `<section><h2>Webhook events sent</h2>${rows ? `<table><tr><th>UTC</th><th>event</th><th>updates</th><th>delivery</th></tr>${rows}</table>` : '<p class="muted">None yet.</p>'}</section>`;
  }
}

const shownKm = (activity: SimActivity) => (activity.distance / 1000).toFixed(2);
const shownMinutes = (activity: SimActivity) => Math.round(activity.moving_time / 60);

/** The edit form's changes; a distance or time left as shown keeps its exact value. */
function editOf(activity: SimActivity, params: URLSearchParams): SimActivityInput {
  const run = readRun(params);
  return {
    name: requiredText(params, 'name'),
    sport_type: run.sport_type,
    ...(decimal(params, 'km').toFixed(2) === shownKm(activity) ? {} : { distance: run.distance }),
    ...(decimal(params, 'minutes') === shownMinutes(activity) ? {} : { moving_time: run.moving_time, elapsed_time: run.elapsed_time }),
  };
}

function activityItem(activity: SimActivity): string {
  const km = shownKm(activity);
  const minutes = shownMinutes(activity);
  const badges = [
    `<span class="badge${activity.private ? ' private' : ''}">${VISIBILITY_LABELS[activity.visibility]}</span>`,
    activity.manual ? '<span class="badge">typed in</span>' : '',
    activity.trainer ? '<span class="badge">indoor</span>' : '',
    activity.flagged ? '<span class="badge flagged">flagged</span>' : '',
  ].join('');
  return `<li class="activity">
<b>${escapeHtml(activity.name)}</b>${badges}
<div class="muted">${escapeHtml(activity.sport_type)} · ${km} km · ${minutes} min · ${activity.start_date.replace('T', ' ').replace('Z', ' UTC')}${activity.device_name ? ` · ${escapeHtml(activity.device_name)}` : ''}</div>
<details><summary>Edit</summary>
<form method="post" action="/sim/activities/${activity.id}">
<label>Title<input type="text" name="name" value="${escapeHtml(activity.name)}" required></label>
<div class="row">${sportSelect(activity.sport_type)}<label>km<input type="number" name="km" step="0.01" min="0.01" value="${km}" required></label><label>minutes<input type="number" name="minutes" step="1" min="1" value="${minutes}" required></label></div>
<div class="actions"><button type="submit">Save</button></div>
</form></details>
<div class="actions">
<form method="post" action="/sim/activities/${activity.id}/visibility" class="row">${visibilitySelect(activity.visibility)}<button type="submit" class="secondary">Change visibility</button></form>
<form method="post" action="/sim/activities/${activity.id}/flag"><button type="submit" class="secondary">${activity.flagged ? 'Clear the flag' : 'Flag as suspicious'}</button></form>
<form method="post" action="/sim/activities/${activity.id}/delete"><button type="submit" class="danger">Delete</button></form>
</div>
</li>`;
}

function visibilitySelect(selected: SimVisibility): string {
  const options = SIM_VISIBILITIES.map((visibility) => `<option value="${visibility}"${visibility === selected ? ' selected' : ''}>${VISIBILITY_LABELS[visibility]}</option>`).join('');
  return `<label>Visibility<select name="visibility">${options}</select></label>`;
}

function sportSelect(selected: string): string {
  const options = [...new Set([selected, ...SPORT_TYPES])].map((type) => `<option${type === selected ? ' selected' : ''}>${escapeHtml(type)}</option>`).join('');
  return `<label>Type<select name="sport_type">${options}</select></label>`;
}

function readRun(params: URLSearchParams): SimActivityInput {
  const km = decimal(params, 'km');
  const minutes = decimal(params, 'minutes');
  if (!(km > 0 && km <= MAX_KM)) throw new FormError(`km must be more than 0 and at most ${MAX_KM}`);
  if (!(minutes > 0 && minutes <= MAX_MINUTES)) throw new FormError(`minutes must be more than 0 and at most ${MAX_MINUTES}`);
  return { sport_type: requiredText(params, 'sport_type'), distance: Math.round(km * 1000), ...timesFromMinutes(minutes) };
}

/** A run recorded on a device (the Strava app unless one is chosen), or typed in by hand, which has none. */
function readRecording(params: URLSearchParams): SimActivityInput {
  const manual = params.has('manual');
  const device = params.get('device_name') ?? undefined;
  if (device !== undefined && !(SIM_DEVICES as readonly string[]).includes(device)) throw new FormError(`device_name must be one of ${SIM_DEVICES.join(', ')}`);
  return { ...readRun(params), visibility: readVisibility(params), manual, trainer: params.has('trainer'), flagged: params.has('flagged'), device_name: manual ? undefined : device };
}

function readVisibility(params: URLSearchParams): SimVisibility {
  const visibility = params.get('visibility') ?? 'everyone';
  if (!(SIM_VISIBILITIES as readonly string[]).includes(visibility)) throw new FormError(`visibility must be one of ${SIM_VISIBILITIES.join(', ')}`);
  return visibility as SimVisibility;
}

const decimal = (params: URLSearchParams, name: string) => Number((params.get(name) ?? '').replace(',', '.'));

function requiredText(params: URLSearchParams, name: string): string {
  const value = params.get(name)?.trim();
  if (!value) throw new FormError(`${name} is required`);
  return value;
}
