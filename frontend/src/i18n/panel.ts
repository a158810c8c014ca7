import { en } from './en';
import { addTexts } from './language';
import { pl } from './pl';

/* The panel's texts, in both languages, added when its code loads (see ./index.ts). */
addTexts('pl', pl);
addTexts('en', en);
