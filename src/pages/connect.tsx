import type { HeadFC } from 'gatsby';
import {
  ConnectPage,
  type AppScreen,
  type ConnectFeature,
  type ConnectScreen,
  type Technology,
} from '../../ui';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { owner } from '../config/site';

// The screenshots are app screens drawn by the ui (AppPreview), in the site's theme.
const shot = (screen: AppScreen, label: string): ConnectScreen => ({ screen, label });

const tech = (name: string, file: string): Technology => ({
  name,
  logo: { src: `/connect/tech-${file}.svg`, alt: '', width: 64, height: 64 },
});

const features: ConnectFeature[] = [
  {
    id: 'auth',
    heading: 'Login and Signup',
    paragraphs: [
      'Create an account with a username, email and password, or sign in with the account you already have.',
      'Passwords are hashed on the server and sessions live in secure, http-only cookies, so nothing sensitive sits in the browser.',
      'Once you are in, Connect remembers you across visits until you log out.',
    ],
    screenshots: [
      shot('login', 'The Connect log-in screen: email and password fields and a Log in button'),
      shot('signup', 'The Connect sign-up screen: username, email, password and confirm password'),
    ],
  },
  {
    id: 'chat',
    heading: 'Chat',
    paragraphs: [
      'Every channel is a group chat: messages appear for everyone the moment they are sent.',
      'Browse the channels you belong to, see who is talking, and scroll back through the history.',
      'Meet people who share your interests and keep the discussion going long after the call ends.',
    ],
    screenshots: [
      shot('chat', 'A conversation in the #react-devs channel, planning a call for tonight'),
      shot('channels', 'The list of channels a user belongs to, two with unread messages'),
    ],
  },
  {
    id: 'channel',
    heading: 'Create Channel and video call on that channel',
    paragraphs: [
      'Start a channel for any topic in a few seconds: give it a name, a description and some tags.',
      'Invite others, or let them find it by its interests.',
      'When typing is not enough, start a video call on that channel and everyone in it can join.',
    ],
    screenshots: [
      shot('create-channel', 'The new channel form with a name, a description and three tags'),
      shot('video-call', 'A video call with four participants on the #react-devs channel'),
    ],
  },
];

const technologies: Technology[] = [
  tech('React', 'react'),
  tech('Node.js', 'nodejs'),
  tech('Express', 'express'),
  tech('MongoDB', 'mongodb'),
  tech('Socket.IO', 'socketio'),
  tech('WebRTC', 'webrtc'),
];

export default function ConnectRoute() {
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
          description={[
            'Connect is a social platform for instant group chat and video conferencing.',
            'Create channels, meet peers with shared interests and hold discussions, by text or face to face.',
          ]}
          technologies={technologies}
          codeUrl={`${owner.social.github}/connect`}
          features={features}
        />
      </main>
      <SiteFooter />
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={`Connect: group chat and video calls | ${owner.name}`}
    description="Connect is a social platform for instant group chat and video conferencing: create channels, meet peers with shared interests and hold discussions."
    path="/connect/"
    image={{
      src: '/og/connect.png',
      width: 1200,
      height: 630,
      alt: 'Connect: a chat window with channel messages beside a four-person video call',
    }}
    keywords={['Connect', 'group chat', 'video call', 'React', 'Node.js', 'Socket.IO', 'WebRTC']}
  />
);
