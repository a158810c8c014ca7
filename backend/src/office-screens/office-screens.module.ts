import { Module } from '@nestjs/common';
import { SECRET_BOX_PROVIDER } from '@lesne/db';
import { CompaniesModule } from '../companies/companies.module';
import { RankingModule } from '../ranking/ranking.module';
import { OfficeScreenLinks } from './office-screen-links.service';
import { OfficeScreenMisses } from './office-screen-misses';
import { OfficeScreenViews } from './office-screen-view.service';
import { CompanyOfficeScreensController, OfficeScreenController } from './office-screens.controller';

@Module({
  imports: [CompaniesModule, RankingModule],
  controllers: [CompanyOfficeScreensController, OfficeScreenController],
  providers: [SECRET_BOX_PROVIDER, OfficeScreenLinks, OfficeScreenViews, OfficeScreenMisses],
  exports: [OfficeScreenLinks],
})
export class OfficeScreensModule {}
