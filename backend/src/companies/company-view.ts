import type { CompanyResponse } from '@lesne/contracts';
import { environmentalStats, eventStatus, settingsEditable, warsawDay } from '@lesne/domain';
import type { Company } from '@lesne/db';

function logoUrl(companyId: number, updatedAt: Date): string {
  return `/api/v1/company/${companyId}/logo?v=${updatedAt.getTime()}`;
}

/** GET /company: the company, its settings and its stats as the SPA shows them. */
export function companyView(company: Company, extra: { participants: number; logoUpdatedAt: Date | null; certificateUrl: string | null; now: Date }): CompanyResponse {
  const today = warsawDay(extra.now);
  return {
    id: company.id,
    name: {
      name: company.name,
      registerNumber: company.registerNumber,
      logo: extra.logoUpdatedAt ? { url: logoUrl(company.id, extra.logoUpdatedAt) } : null,
    },
    posadzimyUserId: company.posadzimyUserId,
    stats: {
      participants: extra.participants,
      activities: company.activityCount,
      teams: company.teams,
      hideRanking: company.hideRanking,
      manualActivitiesAllowed: company.manualActivitiesAllowed,
      manualActivitiesApproval: company.manualActivitiesApproval,
      maxDaysBeforeManualActivity: company.maxDaysBeforeManualActivity,
      fileActivitiesAllowed: company.fileActivitiesAllowed,
      fileActivitiesApproval: company.fileActivitiesApproval,
      maxDaysBeforeFileActivity: company.maxDaysBeforeFileActivity,
      flagSystem: company.flagSystem,
      countVirtualActivities: company.countVirtualActivities,
      weeklyDigest: company.weeklyDigest,
      dateFrom: company.dateFrom,
      dateTo: company.dateTo,
      eventEndType: company.eventEndType,
      treeLimit: company.treeLimit,
      treeSum: company.treeSum,
      convert: { standard: company.convertStandard, bike: company.convertBike },
      distanceSum: company.distanceSum,
      ...environmentalStats(company.treeSum),
      eventStatus: eventStatus(company, today),
      orderPaid: company.orderPaid,
      certificate: extra.certificateUrl,
      settingsEditable: settingsEditable(company, today),
    },
  };
}
