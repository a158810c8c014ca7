export { diplomaKeys, putDiplomaRun } from './diplomas.queries';
export { DocumentLangSelect, useInterfaceLang } from './DocumentLangSelect';
export { DocumentsTabs } from './DocumentsTabs';
