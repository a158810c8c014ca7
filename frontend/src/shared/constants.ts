export const SUPPORT_EMAIL = 'kontakt@lesnewyzwanie.pl';
/** The sister tree-planting service the sidebar credits. */
export const POWERED_BY_URL = 'https://posadzimy.pl';
/** Where a company whose event closed plants its trees. */
export const PLANTING_PANEL_URL = 'https://posadzimy.pl/panel';
