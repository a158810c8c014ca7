import { addTexts } from './language';
import { pl } from './pl';

/*
 * The panel's Polish texts, added when its code loads (see ./index.ts). English comes whole,
 * panel included, when it is chosen (loadTexts), so a Polish visitor never downloads it.
 */
addTexts('pl', pl);
