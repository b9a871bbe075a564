import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
import { toSiteSettings, type SiteSettings } from '../mappers/site';

/**
 * Who the site is about and which pages it has, from content (the siteSettings document, and
 * whether the Connect page and any projects exist). A static query: it works in pages, in
 * components and in a page's Gatsby `Head`, and its result is one JSON file the browser caches
 * for every page. Without a siteSettings document the site is neutral ("My site").
 */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      sanitySiteSettings {
        ...SanitySiteIdentity
      }
      sanityConnectPage {
        _id
      }
      allSanityProject(limit: 1) {
        totalCount
      }
    }
  `);
  return useMemo(
    () =>
      toSiteSettings(data.sanitySiteSettings, {
        connectPage: Boolean(data.sanityConnectPage),
        projects: data.allSanityProject.totalCount,
      }),
    [data],
  );
}
