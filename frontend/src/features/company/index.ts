export { deleteLogo, renameCompany, saveEventSettings, uploadLogo } from './company.api';
export { companyKeys, hasCompany, useCompany, useCompanyQuery, useSetCompany } from './company.queries';
export { CompanyLoadError } from './CompanyLoadError';
export { checkEndDate, type EventParameterValues } from './event-parameters';
export { EventStatusBadge } from './EventStatusBadge';
