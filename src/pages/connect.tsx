import { graphql, type HeadFC, type PageProps } from 'gatsby';
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
export default function ConnectRoute({ data }: PageProps<Queries.ConnectPageQuery>) {
  const copy = useMemo(() => toConnectCopy(data.sanityConnectPage), [data]);
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

export const query = graphql`
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
`;

export const Head: HeadFC<Queries.ConnectPageQuery> = ({ data }) => {
  const site = useSiteSettings();
  const copy = toConnectCopy(data.sanityConnectPage);
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
