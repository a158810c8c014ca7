import { officeScreen as en } from './en/officeScreen';
import { addTexts } from './language';
import { officeScreen as pl } from './pl/officeScreen';

/* The office screen's texts, in both languages, added when its code loads: it carries nothing of the panel's. */
addTexts('pl', { officeScreen: pl });
addTexts('en', { officeScreen: en });
