import { legalDocuments as en } from './en/legalDocuments';
import { addTexts } from './language';
import { legalDocuments as pl } from './pl/legalDocuments';

/* The legal documents' texts, in both languages, added when their page's code loads: every other page only links to them. */
addTexts('pl', { legalDocuments: pl });
addTexts('en', { legalDocuments: en });
