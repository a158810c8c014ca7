import type { Convert, EventEndType, EventStatus } from './events';

/** Company stats (docs/product.md#api-conventions), plus the counts the home summary shows. */
export interface CompanyStats {
  participants: number;
  activities: number;
  teams: boolean;
  hideRanking: boolean;
  manualActivitiesAllowed: boolean;
  manualActivitiesApproval: boolean;
  maxDaysBeforeManualActivity: number;
  /** results from uploaded activity files: taken at all, each waiting for approval, how many days back */
  fileActivitiesAllowed: boolean;
  fileActivitiesApproval: boolean;
  maxDaysBeforeFileActivity: number;
  flagSystem: boolean;
  /** whether Strava's virtual and indoor-trainer results (VirtualRide, trainer...) count */
  countVirtualActivities: boolean;
  /** the event's people get the weekly digest by mail */
  weeklyDigest: boolean;
  dateFrom: string;
  dateTo: string | null;
  eventEndType: EventEndType;
  treeLimit: number;
  treeSum: number;
  convert: Convert;
  distanceSum: number;
  /** people supplied with oxygen for a year */
  oxygen: number;
  /** m2 of forest */
  forest: number;
  /** kg of CO2 absorbed per year */
  co2: number;
  /** kg of paper */
  paper: number;
  eventStatus: EventStatus;
  orderPaid: boolean;
  certificate: string | null;
  /** true while dates, convert, treeLimit and eventEndType may still change */
  settingsEditable: boolean;
}

/** GET /api/v1/company: the caller's company. */
export interface CompanyResponse {
  id: number;
  name: {
    name: string;
    registerNumber: string;
    /** null when no logo; url carries a version so a new logo is never served stale */
    logo: { url: string } | null;
  };
  posadzimyUserId: string | null;
  stats: CompanyStats;
}

/** POST /api/v1/company/name */
export interface CompanyRenameRequest {
  name: string;
}

/** POST /api/v1/company/upload-logo: a data URL (jpg/jpeg/png, at most 2 MB), or delete. */
export interface UploadLogoRequest {
  logo?: string;
  delete?: boolean;
}

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
