export { companyKeys, hasCompany, useCompany, useCompanyQuery } from './company.queries';
export { CompanyLoadError } from './CompanyLoadError';
export { checkEndDate, type EventParameterValues } from './event-parameters';
export { EventStatusBadge } from './EventStatusBadge';
