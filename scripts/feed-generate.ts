/**
 * The sample photo feed (the spec's format: {username, profilePictureUrl, posts}) and its
 * media, drawn by us: `npx tsx scripts/feed-generate.ts` rewrites content/feed.json and
 * static/feed/ (it was part of the former `npm run content:generate`). Images are WebP;
 * videos are short H.264 clips made from our own frames with ffmpeg (skipped, keeping the
 * committed files, when ffmpeg is not installed).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sceneSvg } from '../server/content-lake/authoring/art';

type Kind = 'landscape' | 'desk' | 'city';
type FeedItem =
  | { type: 'IMAGE'; caption: string; scene: Kind; label: string }
  | { type: 'VIDEO'; caption: string; scene: Kind; label: string; reel?: boolean }
  | { type: 'CAROUSEL_ALBUM'; caption: string; slides: { scene: Kind; label: string }[] };

const USERNAME = 'aarav.codes';

const ITEMS: FeedItem[] = [
  {
    type: 'IMAGE',
    scene: 'desk',
    label: 'New setup',
    caption: 'Finally cleaned up the desk. Ready for the week.',
  },
  {
    type: 'VIDEO',
    scene: 'city',
    label: 'Indore nights',
    reel: true,
    caption: 'Indore after the rain. 56 Dukan was packed, the poha was worth it.',
  },
  {
    type: 'CAROUSEL_ALBUM',
    caption:
      'Hackathon weekend recap: 24 hours, 31 teams, 4 pizzas per team and one very tired organising crew. Swipe for the winning projects and the sunrise we watched from the terrace at 5 a.m.',
    slides: [
      { scene: 'city', label: 'Kick-off' },
      { scene: 'desk', label: 'Midnight build' },
      { scene: 'landscape', label: 'Sunrise' },
    ],
  },
  { type: 'IMAGE', scene: 'landscape', label: 'Patalpani', caption: 'Monsoon trek to Patalpani.' },
  {
    type: 'VIDEO',
    scene: 'desk',
    label: 'Live coding',
    caption:
      'Timelapse of me refactoring a 600-line React component into five small ones. The tests stayed green the whole way, which is the only reason I was brave enough to record it.',
  },
  {
    type: 'IMAGE',
    scene: 'city',
    label: 'Rajwada',
    caption: 'Evening walk past Rajwada. The lights never get old.',
  },
  {
    type: 'VIDEO',
    scene: 'landscape',
    label: 'Sunset reel',
    reel: true,
    caption: 'Ten seconds of calm before the deploy.',
  },
  {
    type: 'CAROUSEL_ALBUM',
    caption: 'Workshop day at college: we taught Git to 80 first-years.',
    slides: [
      { scene: 'desk', label: 'git init' },
      { scene: 'desk', label: 'git commit' },
      { scene: 'city', label: 'Full house' },
      { scene: 'landscape', label: 'After party' },
    ],
  },
  {
    type: 'IMAGE',
    scene: 'desk',
    label: 'Dark mode',
    caption:
      'Shipped dark mode for the portfolio today. It took one CSS variable per colour and zero re-renders, and I am a little too proud of that.',
  },
  {
    type: 'IMAGE',
    scene: 'landscape',
    label: 'Mandu',
    caption: 'Weekend ride to Mandu. Jahaz Mahal at golden hour.',
  },
  {
    type: 'VIDEO',
    scene: 'city',
    label: 'Conference',
    caption: 'Clip from my first meetup talk about WebRTC.',
  },
  {
    type: 'CAROUSEL_ALBUM',
    caption: 'Before and after: the dashboard redesign.',
    slides: [
      { scene: 'desk', label: 'Before' },
      { scene: 'desk', label: 'After' },
    ],
  },
  {
    type: 'IMAGE',
    scene: 'city',
    label: 'Office',
    caption:
      'First day at the new office. Same Indore chai, new view, and a monitor big enough to finally read the whole stack trace without scrolling.',
  },
  {
    type: 'VIDEO',
    scene: 'desk',
    label: 'Build log',
    reel: true,
    caption: 'Building a chat app in 30 seconds (it took six months).',
  },
  {
    type: 'IMAGE',
    scene: 'landscape',
    label: 'Graduation',
    caption:
      'B.Tech in Information Technology: done. Thank you to everyone who helped along the way.',
  },
  {
    type: 'IMAGE',
    scene: 'city',
    label: 'Sarafa',
    caption: 'Late-night Sarafa bazaar run. Garadu season is here.',
  },
];

const HAS_FFMPEG = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function image(file: string, label: string, scene: Kind, seed: string, palette: number) {
  const svg = sceneSvg({ caption: label, palette, seed, width: 720, height: 720, kind: scene });
  await sharp(Buffer.from(svg)).webp({ quality: 70 }).toFile(file);
}

/** A 4-second, 480x480, silent H.264 clip panning across one of our drawn frames. */
async function video(
  file: string,
  label: string,
  scene: Kind,
  seed: string,
  palette: number,
): Promise<boolean> {
  if (!HAS_FFMPEG) {
    if (!fs.existsSync(file))
      throw new Error(`ffmpeg is needed to create ${file} (apt-get install ffmpeg)`);
    console.warn(`ffmpeg not found: keeping the existing ${path.basename(file)}`);
    return false;
  }
  const tmp = path.join(os.tmpdir(), `feed-frame-${process.pid}-${path.basename(file)}.png`);
  const svg = sceneSvg({ caption: label, palette, seed, width: 960, height: 540, kind: scene });
  await sharp(Buffer.from(svg)).png().toFile(tmp);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    tmp,
    '-vf',
    "crop=540:540:'(in_w-540)*t/4':0,scale=480:480,format=yuv420p",
    '-t',
    '4',
    '-r',
    '20',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '34',
    '-movflags',
    '+faststart',
    '-an',
    file,
  ]);
  fs.rmSync(tmp, { force: true });
  return true;
}

/**
 * The video's first frame as a still (the left square of the frame the clip pans across), for
 * the player's poster: what shows before the clip loads and under reduced motion.
 */
async function poster(file: string, label: string, scene: Kind, seed: string, palette: number) {
  const svg = sceneSvg({ caption: label, palette, seed, width: 960, height: 540, kind: scene });
  await sharp(Buffer.from(svg))
    .extract({ left: 0, top: 0, width: 540, height: 540 })
    .resize(480, 480)
    .webp({ quality: 70 })
    .toFile(file);
}

async function writeFeed(feedJson: string, mediaDir: string, publicPrefix = '/feed') {
  fs.mkdirSync(mediaDir, { recursive: true });
  const avatar = 'avatar.webp';
  await sharp(
    Buffer.from(
      sceneSvg({
        caption: 'AM',
        palette: 0,
        seed: 'avatar',
        width: 320,
        height: 320,
        kind: 'landscape',
      }),
    ),
  )
    .webp({ quality: 75 })
    .toFile(path.join(mediaDir, avatar));

  const posts = [];
  for (const [i, item] of ITEMS.entries()) {
    const id = `1789${String(4200 + i * 37).padStart(6, '0')}${String(i).padStart(2, '0')}`;
    const permalink = `https://www.instagram.com/${item.type === 'VIDEO' && item.reel ? 'reel' : 'p'}/AM${(i * 7919).toString(36).toUpperCase().padStart(6, 'X')}/`;
    if (item.type === 'CAROUSEL_ALBUM') {
      const children = [];
      for (const [j, slide] of item.slides.entries()) {
        const name = `post-${i + 1}-${j + 1}.webp`;
        await image(path.join(mediaDir, name), slide.label, slide.scene, `${i}-${j}`, i + j);
        children.push({ id: `${id}${j}`, mediaType: 'IMAGE', mediaUrl: `${publicPrefix}/${name}` });
      }
      posts.push({
        id,
        mediaType: 'CAROUSEL_ALBUM',
        isReel: false,
        mediaUrl: children[0]?.mediaUrl ?? '',
        caption: item.caption,
        permalink,
        children,
      });
    } else if (item.type === 'VIDEO') {
      const name = `post-${i + 1}.mp4`;
      const still = `post-${i + 1}-poster.webp`;
      await video(path.join(mediaDir, name), item.label, item.scene, String(i), i);
      await poster(path.join(mediaDir, still), item.label, item.scene, String(i), i);
      posts.push({
        id,
        mediaType: 'VIDEO',
        isReel: Boolean(item.reel),
        mediaUrl: `${publicPrefix}/${name}`,
        thumbnailUrl: `${publicPrefix}/${still}`,
        caption: item.caption,
        permalink,
      });
    } else {
      const name = `post-${i + 1}.webp`;
      await image(path.join(mediaDir, name), item.label, item.scene, String(i), i);
      posts.push({
        id,
        mediaType: 'IMAGE',
        isReel: false,
        mediaUrl: `${publicPrefix}/${name}`,
        caption: item.caption,
        permalink,
      });
    }
  }
  const feed = { username: USERNAME, profilePictureUrl: `${publicPrefix}/${avatar}`, posts };
  fs.writeFileSync(feedJson, JSON.stringify(feed, null, 2) + '\n');
  return feed;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  writeFeed(path.join(root, 'content/feed.json'), path.join(root, 'static/feed')).then(
    (feed) => console.log(`content/feed.json: ${feed.posts.length} posts`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
