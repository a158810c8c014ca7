import type { DataSource } from 'typeorm';
import { db, inTransaction, type SecretBox } from '@lesne/db';
import type { StravaTokens } from './strava-tokens';

/** The keyed stand-in for a Strava activity's id once its owner's link ended and they kept their trees. */
export function stravaActivityDigest(secrets: SecretBox, stravaActivityId: string): string {
  return secrets.digest('strava-activity', stravaActivityId);
}

/** How a link ends: the user or their account's deletion ends it here (so Strava is told), or Strava told us it ended. */
export interface LinkEnd {
  revokeAtStrava: boolean;
  requestId: string | null;
}

/**
 * Ends a user's link to Strava as Strava's API agreement asks: the grant is revoked at Strava,
 * then what Strava gave us goes (the tokens, the activities left out, the results' Strava
 * figures), with the results leaving the totals or staying as anonymous trees as the user chose
 * when connecting (keepAnonymous for links made before that choice was asked for). Used on a
 * disconnect, on Strava's word that the athlete revoked us, and on an account's deletion.
 */
export class StravaDisconnection {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: StravaTokens,
    private readonly secrets: SecretBox,
    private readonly log: { warn(message: string): void },
  ) {}

  /**
   * Revoking is best effort: a grant Strava already ended, or a Strava that does not answer,
   * must not keep the data. Results from an earlier link stay anonymous the same way, so this
   * is done for users with no link too. Idempotent: a second call finds nothing left to forget.
   */
  async end(userId: number, { revokeAtStrava, requestId }: LinkEnd): Promise<db.stravaData.ForgottenStravaData> {
    if (revokeAtStrava) {
      await this.tokens.revoke(userId).catch((error: Error) =>
        this.log.warn(`Strava did not take back the grant of user ${userId}, whose Strava data is deleted anyway: ${error.message}`),
      );
    }
    return inTransaction(this.dataSource, async (manager) => {
      await db.totals.lockUserResults(manager, userId);
      const companyId = await db.users.companyIdOf(manager, userId);
      const totalsChange = companyId !== null && (await db.stravaData.holdsStravaResults(manager, userId));
      if (totalsChange) await db.totals.beginTotalsChange(manager, companyId, userId);
      await db.stravaData.recordStravaLinkEnd(manager, userId, revokeAtStrava ? 'user' : 'strava');
      const consent = await db.stravaData.stravaConsentOf(manager, userId);
      const forgotten = await db.stravaData.forgetStravaData(manager, userId, consent?.onDisconnect ?? 'keepAnonymous', (id) => stravaActivityDigest(this.secrets, id));
      if (totalsChange) await db.totals.recordTotalsChange(manager, { companyId, userId, activityId: null, change: 'deleted' }, requestId);
      return forgotten;
    });
  }
}
