import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { documentPath, type Lang, type MessageResponse, type Paged, type UpdateProfileRequest, type UserListItem, type UserProfile } from '@lesne/contracts';
import { eventStatus, warsawDay } from '@lesne/domain';
import { db, inTransaction, User } from '@lesne/db';
import { auditActor, type AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { TotalsChanges } from '../activities/totals-changes';
import { RankingService } from '../ranking/ranking.service';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import type { UserListQueryDto } from './dto';
import { listUsers, userSummary } from './user-list';
import { SessionResolver } from '../access/session-resolver';

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ranking: RankingService,
    private readonly totals: TotalsChanges,
    private readonly sessions: SessionResolver,
  ) {}

  async profile(caller: AuthUser): Promise<UserProfile> {
    const user = await db.users.userWithCompanyAndTeam(this.dataSource.manager, caller.id);
    if (!user) throw new AppError(HttpStatus.NOT_FOUND, 'errors.notFound');
    const place = user.companyId !== null && (await this.ranking.isVisibleTo(caller, user.companyId)) ? await this.ranking.placeOf(user.id, user.companyId) : null;
    return {
      ...userSummary(user),
      kmSum: user.kmSum,
      treeSum: user.treeSum,
      hideName: user.hideName,
      weeklyDigest: user.weeklyDigest,
      lang: user.lang,
      ranking: place?.ranking ?? null,
      rankingCount: place?.rankingCount ?? null,
      diploma: await this.diplomaOf(user),
      actingAdminId: caller.actingAdminId,
    };
  }

  /** The link to the user's current diploma, offered once the event is closed (docs/product.md#my-results). */
  private async diplomaOf(user: User): Promise<UserProfile['diploma']> {
    if (!user.company || eventStatus(user.company, warsawDay(new Date())) !== 'closed') return null;
    const diploma = await db.diplomas.currentDiploma(this.dataSource.manager, user.id);
    return diploma ? { url: documentPath(diploma.documentToken) } : null;
  }

  /**
   * The user's own name and whether they keep it off shared rankings (libs/domain visibility.ts:
   * their trees count either way); cached ranking pages follow within seconds. A diploma printed
   * with the old name (and no diploma name of its own) is replaced: the PDF must say what the table says.
   */
  async update(userId: number, changes: UpdateProfileRequest): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const { hideName, weeklyDigest, lang } = changes;
      const settings = Object.fromEntries(Object.entries({ hideName, weeklyDigest, lang }).filter(([, value]) => value !== undefined));
      if (Object.keys(settings).length > 0) await db.users.updateUser(manager, userId, settings);
      if (changes.name === undefined) return;
      await db.users.updateUser(manager, userId, { name: changes.name });
      await db.diplomas.replaceOutdatedDiploma(manager, userId);
    });
  }

  /** A platform admin (not acting as anyone) sees every company's users; anyone else their own company's. */
  list(caller: AuthUser, query: UserListQueryDto): Promise<Paged<UserListItem>> {
    const companyId = caller.role === 'admin' ? caller.companyId : companyOf(caller);
    return listUsers(this.dataSource.manager, { companyId, viewer: { role: caller.role, owner: false }, page: query.page, perpage: query.perpage, search: query.search });
  }

  /** Removes a user with all their activities; the workers bring the totals up to date. */
  async remove(caller: AuthUser, userId: number, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    if (userId === caller.id) throw new AppError(HttpStatus.BAD_REQUEST, 'users.cannotDeleteSelf');
    await this.totals.run(
      async (manager) => {
        const user = await this.visibleUser(manager, caller, userId);
        return { companyId: user.companyId, userId: user.id, user };
      },
      async (manager, { user }) => {
        // Not left to the cascade: the approved trees the tree limit counts go down with them.
        await db.totals.deleteActivities(manager, { userId: user.id });
        await db.users.deleteUser(manager, user.id);
        await db.audit.recordAudit(manager, { action: 'user.deleted', ...auditActor(caller), targetUserId: user.id, companyId: user.companyId, details: { email: user.email } });
        return { activityId: null, change: 'userDeleted', answer: undefined };
      },
      { requestId },
    );
    this.sessions.announceChanged(userId);
    return { message: translate(lang, 'users.deleted') };
  }

  /** A user the caller may act on: within their company (any user but admins, for a platform admin). */
  private async visibleUser(manager: EntityManager, caller: AuthUser, userId: number): Promise<User> {
    const user = await db.users.userById(manager, userId);
    const visible = user && (caller.role === 'admin' && caller.companyId === null ? user.role !== 'admin' : user.companyId === caller.companyId);
    if (!user || !visible) throw new AppError(HttpStatus.NOT_FOUND, 'users.notFound');
    return user;
  }
}
