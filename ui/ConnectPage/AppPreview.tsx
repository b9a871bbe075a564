import type { CSSProperties, ReactNode } from 'react';
import {
  Action,
  AppBar,
  Avatar,
  Body,
  Brand,
  Bubble,
  CallBar,
  CallStage,
  Chips,
  Composer,
  DayDivider,
  Field,
  Form,
  Hint,
  Message,
  Phone,
  Row,
  RoundIcon,
  Screen,
  Search,
  StatusBar,
  Thread,
  Tile,
  Tiles,
  Unread,
} from './AppPreview.styles';

/** The Connect screens a preview can draw. */
export type AppScreen = 'login' | 'signup' | 'chat' | 'channels' | 'create-channel' | 'video-call';

export type AppPreviewProps = {
  /** Which screen of the app to draw. */
  screen: AppScreen;
  /** What the screen shows, for assistive technology (the preview is one image to them). */
  label: string;
  className?: string;
};

/** Avatar colours: fixed pairs with enough contrast in both themes. */
const PEOPLE = {
  AM: { name: 'Alex', bg: '#5b34d6', fg: '#ffffff' },
  PS: { name: 'Pat', bg: '#0b5f66', fg: '#ffffff' },
  RK: { name: 'Robin', bg: '#f2b134', fg: '#1c1917' },
  MD: { name: 'Maya', bg: '#c2185b', fg: '#ffffff' },
} as const;
type Person = keyof typeof PEOPLE;

const avatarStyle = (who: Person): CSSProperties => ({
  background: PEOPLE[who].bg,
  color: PEOPLE[who].fg,
});

function Icon({ d, size = 14 }: { d: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

const ICON = {
  back: 'M15 5l-7 7 7 7',
  send: 'M4 12l16-8-6 16-2-7z',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM16 16l4 4',
  video: 'M3 7h12v10H3zM15 11l6-4v10l-6-4',
  plus: 'M12 5v14M5 12h14',
  mic: 'M12 4a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V7a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v3',
  screenShare: 'M3 5h18v11H3zM8 20h8M12 13V8M9 10l3-3 3 3',
  hangUp: 'M3 14c5-5 13-5 18 0l-2 3-4-1v-2a9 9 0 0 0-6 0v2l-4 1z',
} as const;

function Status() {
  return (
    <StatusBar>
      <span>9:41</span>
      <svg width="34" height="10" viewBox="0 0 34 10" aria-hidden="true" focusable="false">
        <rect x="0" y="6" width="3" height="4" rx="1" fill="currentColor" />
        <rect x="5" y="4" width="3" height="6" rx="1" fill="currentColor" />
        <rect x="10" y="2" width="3" height="8" rx="1" fill="currentColor" />
        <rect
          x="17"
          y="1"
          width="14"
          height="8"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
        />
        <rect x="19" y="3" width="9" height="4" rx="1" fill="currentColor" />
      </svg>
    </StatusBar>
  );
}

function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <rect width="96" height="96" rx="24" fill="var(--color-accent)" />
      <path
        d="M22 30a8 8 0 0 1 8-8h30a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8H40l-12 10V56h2a8 8 0 0 1-8-8z"
        fill="var(--color-accent-text)"
      />
    </svg>
  );
}

function Bar({ title, subtitle, end }: { title: string; subtitle?: string; end?: ReactNode }) {
  return (
    <AppBar>
      <span data-extra>
        <Icon d={ICON.back} />
      </span>
      <div>
        <strong>{title}</strong>
        {subtitle && <small>{subtitle}</small>}
      </div>
      {end}
    </AppBar>
  );
}

function Login() {
  return (
    <Form>
      <Brand>
        <Logo />
        <strong>Welcome back</strong>
        <span data-extra>Log in to Connect</span>
      </Brand>
      <Field>
        <span>Email</span>
        <span>alex@mail.dev</span>
      </Field>
      <Field>
        <span>Password</span>
        <span>••••••••••</span>
      </Field>
      <Action>Log in</Action>
      <Hint>
        New here? <b>Sign up</b>
      </Hint>
    </Form>
  );
}

function Signup() {
  return (
    <Form>
      <Brand data-extra>
        <strong>Create account</strong>
      </Brand>
      <Field>
        <span>Username</span>
        <span>alex</span>
      </Field>
      <Field>
        <span>Email</span>
        <span>alex@mail.dev</span>
      </Field>
      <Field>
        <span>Password</span>
        <span>••••••••••</span>
      </Field>
      <Field>
        <span>Confirm password</span>
        <span>••••••••••</span>
      </Field>
      <Action>Sign up</Action>
      <Hint data-extra>
        Have an account? <b>Log in</b>
      </Hint>
    </Form>
  );
}

const THREAD: { who: Person; text: string }[] = [
  { who: 'PS', text: 'Anyone tried the React compiler?' },
  { who: 'RK', text: 'Yes! Way fewer useMemo calls.' },
  { who: 'AM', text: 'It found two bugs for me too' },
  { who: 'MD', text: 'Call about it tonight?' },
  { who: 'AM', text: 'Sure, 8 pm here' },
];

function Chat() {
  return (
    <>
      <Bar title="# react-devs" subtitle="4 online" end={<Icon d={ICON.video} size={16} />} />
      <Thread>
        <DayDivider data-extra>Today</DayDivider>
        {THREAD.map(({ who, text }, i) => {
          const mine = who === 'AM';
          return (
            <Message key={i} data-mine={mine}>
              {!mine && <Avatar style={avatarStyle(who)}>{who[0]}</Avatar>}
              <Bubble>
                {!mine && <b>{PEOPLE[who].name}</b>}
                {text}
              </Bubble>
            </Message>
          );
        })}
      </Thread>
      <Composer>
        <span>Message # react-devs</span>
        <RoundIcon>
          <Icon d={ICON.send} size={13} />
        </RoundIcon>
      </Composer>
    </>
  );
}

const CHANNELS: { name: string; last: string; time: string; unread?: number; who: Person }[] = [
  { name: '# react-devs', last: 'Maya: Call tonight?', time: '9:40', unread: 3, who: 'PS' },
  { name: '# indie-hackers', last: 'Meetup on Saturday', time: '9:12', unread: 1, who: 'MD' },
  { name: '# dsa', last: 'Robin: solved it!', time: 'Mon', who: 'RK' },
  { name: '# oss', last: 'First PR merged!', time: 'Sun', who: 'AM' },
  { name: '# hikes', last: 'Photos are up', time: 'Fri', who: 'PS' },
];

function Channels() {
  return (
    <>
      <AppBar>
        <div>
          <strong>Channels</strong>
        </div>
        <RoundIcon>
          <Icon d={ICON.plus} size={14} />
        </RoundIcon>
      </AppBar>
      <Body>
        <Search>
          <Icon d={ICON.search} size={12} />
          Search
        </Search>
        <div>
          {CHANNELS.map((channel) => (
            <Row key={channel.name}>
              <Avatar data-size="large" style={avatarStyle(channel.who)}>
                {channel.name[2]?.toUpperCase()}
              </Avatar>
              <div>
                <strong>{channel.name}</strong>
                <span className="preview">{channel.last}</span>
              </div>
              {channel.unread ? (
                <Unread>{channel.unread}</Unread>
              ) : (
                <span className="when" data-extra>
                  {channel.time}
                </span>
              )}
            </Row>
          ))}
        </div>
      </Body>
    </>
  );
}

function CreateChannel() {
  return (
    <>
      <Bar title="New channel" />
      <Form>
        <Field>
          <span>Name</span>
          <span># weekend-hikes</span>
        </Field>
        <Field data-multiline="true">
          <span>Description</span>
          <span>Sunday morning trails out of town.</span>
        </Field>
        <Field data-extra>
          <span>Tags</span>
          <Chips>
            <span>outdoors</span>
            <span>photos</span>
            <span>fitness</span>
          </Chips>
        </Field>
        <Action>Create channel</Action>
      </Form>
    </>
  );
}

const CALL: { who: Person; tile: string; speaking?: boolean }[] = [
  { who: 'PS', tile: 'linear-gradient(160deg, #1d4e89, #0b5f66)', speaking: true },
  { who: 'RK', tile: 'linear-gradient(160deg, #6d28d9, #3b0764)' },
  { who: 'MD', tile: 'linear-gradient(160deg, #9d174d, #431407)' },
  { who: 'AM', tile: 'linear-gradient(160deg, #334155, #0f172a)' },
];

function VideoCall() {
  return (
    <CallStage>
      <div>
        <strong># react-devs</strong> · 12:04
      </div>
      <Tiles>
        {CALL.map(({ who, tile, speaking }) => (
          <Tile key={who} style={{ background: tile }} data-speaking={speaking ?? false}>
            <Avatar data-size="call" style={avatarStyle(who)}>
              {who}
            </Avatar>
            <span>{who === 'AM' ? 'You' : PEOPLE[who].name}</span>
          </Tile>
        ))}
      </Tiles>
      <CallBar>
        <RoundIcon data-tone="muted" data-size="large">
          <Icon d={ICON.mic} size={16} />
        </RoundIcon>
        <RoundIcon data-tone="muted" data-size="large">
          <Icon d={ICON.video} size={16} />
        </RoundIcon>
        <RoundIcon data-tone="muted" data-size="large">
          <Icon d={ICON.screenShare} size={16} />
        </RoundIcon>
        <RoundIcon data-tone="danger" data-size="large">
          <Icon d={ICON.hangUp} size={16} />
        </RoundIcon>
      </CallBar>
    </CallStage>
  );
}

const SCREENS: Record<AppScreen, () => ReactNode> = {
  login: Login,
  signup: Signup,
  chat: Chat,
  channels: Channels,
  'create-channel': CreateChannel,
  'video-call': VideoCall,
};

/** Whether a name (say, from content) is one of the screens AppPreview draws. */
export const isAppScreen = (name: string): name is AppScreen => Object.hasOwn(SCREENS, name);

/**
 * A screen of the Connect app drawn in HTML and CSS inside a phone frame: the log-in and sign-up
 * forms, a channel's chat thread, the channel list, the create-channel form or a four-person
 * video call, with plausible sample people and messages. It stands in for a screenshot: sharp
 * at any size, in the site's light or dark theme, and no image to download. To assistive
 * technology it is one image (`role="img"`) described by `label`; nothing inside is
 * interactive. The frame is 9:16, at most 240px wide, and its text is never under 12px.
 */
export function AppPreview({ screen, label, className }: AppPreviewProps) {
  const Content = SCREENS[screen];
  return (
    <Phone role="img" aria-label={label} className={className} data-screen={screen}>
      <Screen>
        <Status />
        <Content />
      </Screen>
    </Phone>
  );
}
