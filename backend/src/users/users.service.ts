import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { UserProfile } from '@lesne/contracts';
import { User } from '@lesne/db';
import { AppError } from '../i18n/app-error';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async profile(userId: number): Promise<UserProfile> {
    const user = await this.users.findOne({ where: { id: userId }, relations: { company: true, team: true } });
    if (!user) throw new AppError(HttpStatus.NOT_FOUND, 'errors.notFound');
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      team: user.team ? { id: user.team.id, name: user.team.name } : null,
      _company: user.company ? { id: user.company.id, name: user.company.name } : null,
      kmSum: user.kmSum,
      treeSum: user.treeSum,
    };
  }

  async rename(userId: number, name: string): Promise<void> {
    await this.users.update({ id: userId }, { name });
  }
}
