import { auth } from './auth';
import { common } from './common';
import { errors } from './errors';
import { events } from './events';
import { home } from './home';
import { layout } from './layout';
import { legal } from './legal';
import { settings } from './settings';
import { teams } from './teams';
import { ui } from './ui';
import { user } from './user';
import { users } from './users';
import { validation } from './validation';

export const en = { common, layout, auth, home, user, legal, ui, validation, errors, events, settings, users, teams };
