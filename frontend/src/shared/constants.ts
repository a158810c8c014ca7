export const SUPPORT_EMAIL = 'kontakt@lesnewyzwanie.pl';
/** The sister tree-planting service the sidebar credits. */
export const POWERED_BY_URL = 'https://posadzimy.pl';
