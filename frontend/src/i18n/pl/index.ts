import { auth } from './auth';
import { common } from './common';
import { errors } from './errors';
import { home } from './home';
import { layout } from './layout';
import { legal } from './legal';
import { ui } from './ui';
import { user } from './user';
import { validation } from './validation';

export const pl = { common, layout, auth, home, user, legal, ui, validation, errors };
