import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Emoji as EmojiItem, Lang, MessageResponse, TeamItem, UserListItem } from '@lesne/contracts';
import type { Viewer } from '@lesne/domain';
import { db, inTransaction } from '@lesne/db';
import { TotalsChanges } from '../activities/totals-changes';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { toListItem } from '../users/user-list';
import type { AssignTeamDto, SaveTeamDto } from './dto';

/** Teams of one company and who is in them; only while the company has teams on. */
@Injectable()
export class TeamsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly totals: TotalsChanges,
    private readonly idempotency: IdempotencyService,
  ) {}

  async list(companyId: number): Promise<TeamItem[]> {
    await this.requireTeams(this.dataSource.manager, companyId);
    return this.items(this.dataSource.manager, companyId);
  }

  emoji(): Promise<EmojiItem[]> {
    return db.teams.emojiList(this.dataSource.manager);
  }

  async create(companyId: number, dto: SaveTeamDto, idempotency: db.idempotency.IdempotentRequest | null = null): Promise<TeamItem> {
    return this.idempotency.transaction(idempotency, async (manager) => {
      await this.requireTeams(manager, companyId);
      await this.checkEmoji(manager, dto.emoji_id);
      const teamId = await db.teams.createTeam(manager, { companyId, name: dto.name, emojiId: dto.emoji_id ?? null });
      return this.item(manager, companyId, teamId);
    });
  }

  async update(companyId: number, teamId: number, dto: SaveTeamDto): Promise<TeamItem> {
    return inTransaction(this.dataSource, async (manager) => {
      await this.requireTeams(manager, companyId);
      await this.teamOf(manager, companyId, teamId);
      await this.checkEmoji(manager, dto.emoji_id);
      await db.teams.updateTeam(manager, teamId, { name: dto.name, emojiId: dto.emoji_id });
      return this.item(manager, companyId, teamId);
    });
  }

  /** Members stay, without a team. */
  async remove(companyId: number, teamId: number, lang: Lang): Promise<MessageResponse> {
    await inTransaction(this.dataSource, async (manager) => {
      await this.requireTeams(manager, companyId);
      await this.teamOf(manager, companyId, teamId);
      await db.teams.deleteTeam(manager, teamId);
    });
    return { message: translate(lang, 'teams.deleted') };
  }

  /** The team totals follow through the workers, like any change to what a team sums; the answer is the user's row of the users table. */
  assign(companyId: number, userId: number, dto: AssignTeamDto, viewer: Viewer, requestId: string | null): Promise<UserListItem> {
    return this.totals.run({ companyId, userId }, async (manager) => {
      await this.requireTeams(manager, companyId);
      if (!(await db.users.userExists(manager, userId, companyId))) throw new AppError(HttpStatus.NOT_FOUND, 'users.notFound');
      const teamId = dto.delete ? null : dto.team_id!;
      if (teamId !== null) await this.teamOf(manager, companyId, teamId);
      await db.teams.assignTeam(manager, userId, teamId);
      const assigned = await db.users.userWithCompanyAndTeam(manager, userId);
      if (!assigned) throw new AppError(HttpStatus.NOT_FOUND, 'users.notFound');
      const item = toListItem(assigned, viewer);
      return { activityId: null, change: 'teamChanged', answer: item };
    }, { requestId });
  }

  private async requireTeams(manager: EntityManager, companyId: number): Promise<void> {
    const company = await db.companies.teamsSetting(manager, companyId);
    if (!company) throw new AppError(HttpStatus.NOT_FOUND, 'company.notFound');
    if (!company.teams) throw new AppError(HttpStatus.FORBIDDEN, 'teams.disabled');
  }

  private async teamOf(manager: EntityManager, companyId: number, teamId: number): Promise<void> {
    if (!(await db.teams.teamExists(manager, companyId, teamId))) throw new AppError(HttpStatus.NOT_FOUND, 'teams.notFound');
  }

  private async checkEmoji(manager: EntityManager, emojiId: number | null | undefined): Promise<void> {
    if (emojiId && !(await db.teams.emojiExists(manager, emojiId))) throw new AppError(HttpStatus.BAD_REQUEST, 'teams.emojiNotFound');
  }

  private async item(manager: EntityManager, companyId: number, teamId: number): Promise<TeamItem> {
    const [item] = await this.items(manager, companyId, teamId);
    return item;
  }

  private async items(manager: EntityManager, companyId: number, teamId?: number): Promise<TeamItem[]> {
    const rows = await db.teams.teamRows(manager, companyId, teamId);
    return rows.map((row) => ({ id: row.id, name: row.name, emoji_id: row.emojiId, qty: row.members, _emoji: row.emoji ? { emoji: row.emoji } : null }));
  }
}
