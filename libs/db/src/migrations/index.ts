import { Initial1795310192150 } from './1795310192150-Initial';
import { ReferenceData1795310192151 } from './1795310192151-ReferenceData';
import { EventEndsByTrees1795311791461 } from './1795311791461-EventEndsByTrees';
import { ActivityTotals1795313456355 } from './1795313456355-ActivityTotals';
import { RankingIndexes1795314603073 } from './1795314603073-RankingIndexes';
import { ApprovedTrees1795440163950 } from './1795440163950-ApprovedTrees';
import { UnsentMailIndex1795440173896 } from './1795440173896-UnsentMailIndex';
import { IdempotencyKeys1795440831413 } from './1795440831413-IdempotencyKeys';
import { OutboxRequestId1795443105305 } from './1795443105305-OutboxRequestId';
import { MailDedupeKey1795445235401 } from './1795445235401-MailDedupeKey';
import { IdempotencyScopeHash1795445279739 } from './1795445279739-IdempotencyScopeHash';
import { IdempotencyKeepsNoStatus1795445429466 } from './1795445429466-IdempotencyKeepsNoStatus';
import { ReencodeLogos1795445511359 } from './1795445511359-ReencodeLogos';
import { ApprovedTreesCountedAtCommit1795449300000 } from './1795449300000-ApprovedTreesCountedAtCommit';
import { StravaImports1795449387674 } from './1795449387674-StravaImports';
import { StravaImportRemovals1795451747056 } from './1795451747056-StravaImportRemovals';
import { SurveyProgress1795455105125 } from './1795455105125-SurveyProgress';
import { StoredDocuments1795455122253 } from './1795455122253-StoredDocuments';
import { Diplomas1795550890458 } from './1795550890458-Diplomas';
import { CertificatesPrinted1795551435047 } from './1795551435047-CertificatesPrinted';
import { AccountDeletion1795551972375 } from './1795551972375-AccountDeletion';
import { StoredDocumentsUncompressed1795560000000 } from './1795560000000-StoredDocumentsUncompressed';
import { OfficeScreens1795570727902 } from './1795570727902-OfficeScreens';
import { StravaImportConfirmation1795799979953 } from './1795799979953-StravaImportConfirmation';
import { StravaWebhookResync1795799979954 } from './1795799979954-StravaWebhookResync';

/** In order; listed by hand because the apps are bundled and cannot glob for files. */
export const MIGRATIONS = [Initial1795310192150, ReferenceData1795310192151, EventEndsByTrees1795311791461, ActivityTotals1795313456355, RankingIndexes1795314603073, ApprovedTrees1795440163950, UnsentMailIndex1795440173896, IdempotencyKeys1795440831413, OutboxRequestId1795443105305, MailDedupeKey1795445235401, IdempotencyScopeHash1795445279739, IdempotencyKeepsNoStatus1795445429466, ReencodeLogos1795445511359, ApprovedTreesCountedAtCommit1795449300000, StravaImports1795449387674, StravaImportRemovals1795451747056, SurveyProgress1795455105125, StoredDocuments1795455122253, Diplomas1795550890458, CertificatesPrinted1795551435047, AccountDeletion1795551972375, StoredDocumentsUncompressed1795560000000, OfficeScreens1795570727902, StravaImportConfirmation1795799979953, StravaWebhookResync1795799979954];
