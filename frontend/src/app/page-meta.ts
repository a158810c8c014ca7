import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import type { pages } from '../i18n/pl/pages';
import type { panelPages } from '../i18n/pl/panelPages';

/** A screen's name in the namespaces that give its tab title and description: the public pages', then the panel's. */
type PageName = Exclude<keyof typeof pages, 'titleFormat'> | keyof typeof panelPages;
export const PAGE_NAMESPACES = ['pages', 'panelPages'];

/** What a route carries to name its screen: `{ path, handle: page('login'), element }`. */
export interface PageHandle {
  page: PageName;
}

export const page = (name: PageName): PageHandle => ({ page: name });

/** The screen the deepest matching route names, if any. */
function pageAt(routes: RouteObject[], pathname: string): PageName | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.map((match) => (match.route.handle as PageHandle | undefined)?.page).findLast((name) => name !== undefined);
}

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  return document.head.appendChild(tag);
}

/**
 * Gives the tab the title and description of the screen shown, in the language shown. A route
 * list that names no screen at this path leaves them be: the public routes hand the panel's
 * paths to the panel, whose own list names them (Panel.tsx).
 */
export function usePageMeta(routes: RouteObject[]): void {
  const { t } = useTranslation('pages');
  const name = pageAt(routes, useLocation().pathname);
  const title = name && t('titleFormat', { page: t(`${name}.title`, { ns: PAGE_NAMESPACES }) });
  const description = name && t(`${name}.description`, { ns: PAGE_NAMESPACES });
  useEffect(() => {
    if (!title || !description) return;
    document.title = title;
    descriptionTag().content = description;
  }, [title, description]);
}
