import { Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';
import { MailCatcher } from './mail-catcher';
import { MailboxStore } from './mailbox.store';

@Module({ controllers: [DevMailboxController], providers: [MailboxStore, MailCatcher], exports: [MailCatcher] })
export class DevMailboxModule {}
