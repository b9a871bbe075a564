import { graphql, useStaticQuery, type HeadFC } from 'gatsby';
import { useMemo } from 'react';
import { ConnectPage, type Technology } from '../../ui';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { connectCard } from '../lib/socialCard';
import { toConnectCopy } from '../mappers/connect';

const tech = (name: string, file: string): Technology => ({
  name,
  logo: { src: `/connect/tech-${file}.svg`, alt: '', width: 64, height: 64 },
});

const technologies: Technology[] = [
  tech('React', 'react'),
  tech('Node.js', 'nodejs'),
  tech('Express', 'express'),
  tech('MongoDB', 'mongodb'),
  tech('Socket.IO', 'socketio'),
  tech('WebRTC', 'webrtc'),
];

/**
 * /connect, the product page of the sample app: its copy is content (the connectPage document;
 * the screenshots are app screens drawn by the ui in the site's theme). gatsby-node builds it
 * only when that document exists and siteSettings.pages.connect is not false.
 */
export default function ConnectRoute() {
  const copy = useConnectCopy();
  return (
    <>
      <AccountHeader />
      <main id="main">
        <ConnectPage
          logo={{ src: '/connect/logo.svg', alt: 'Connect logo', width: 96, height: 96 }}
          poster={{
            src: '/connect/poster.svg',
            alt: 'Connect on a laptop: channels, a group chat and a video call',
            width: 800,
            height: 500,
          }}
          description={copy.description}
          technologies={technologies}
          codeUrl={copy.codeUrl}
          features={copy.features}
        />
      </main>
      <SiteFooter />
    </>
  );
}

/**
 * The connectPage document. A static query, not a page query: when content has no Connect page
 * gatsby-node removes this page, and Gatsby would warn on every build about a page query whose
 * page does not exist.
 */
function useConnectCopy() {
  const data = useStaticQuery<Queries.ConnectPageQuery>(graphql`
    query ConnectPage {
      sanityConnectPage {
        description
        seoDescription
        codeUrl
        features {
          key
          heading
          paragraphs
          screenshots {
            screen
            label
          }
        }
      }
    }
  `);
  return useMemo(() => toConnectCopy(data.sanityConnectPage), [data]);
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  const copy = useConnectCopy();
  return (
    <Seo
      title={`Connect: group chat and video calls | ${site.name}`}
      description={copy.seoDescription ?? 'Connect: group chat and video calls.'}
      path="/connect/"
      image={connectCard()}
      keywords={['Connect', 'group chat', 'video call', 'React', 'Node.js', 'Socket.IO', 'WebRTC']}
    />
  );
};
