/**
 * `npm run content:empty`: replaces the content folder (CONTENT_DIR, default content/) with the
 * smallest one the site builds from: a site.yaml to fill in, empty lists with a comment saying
 * what each holds, and one example post kept as a draft. Nothing is lost: the folder as it was
 * is moved to .data/content-before-empty-<time>/ first (`--dir DIR` empties another folder).
 *
 * Exit codes: 0 done, 1 an error, 2 bad usage.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadDotEnv } from '../server/settings';

const USAGE = 'Usage: npm run content:empty [-- --dir DIR]';

const SITE = `# Who the site is about, and which pages it has. Every page, the RSS feed, the web app
# manifest, the social cards and the search engines' JSON-LD are built from this file.
# Each key is explained in docs/content.md ("The content folder").
name: Your Name
shortName: Your
role: Software Developer
headline: I build fast, accessible things for the web.
# location: City, Country
# email: you@example.com          # shows the Contact section
# bio:
#   - A paragraph about you.
# social:
#   github: https://github.com/you
#   linkedin: https://www.linkedin.com/in/you
# resume: resume.pdf               # a PDF beside this file
# portrait: portrait.jpg           # a photo beside this file
# portraitAlt: You, smiling
pages:
  connect: false # true with a connect.yaml
  projects: false # true with entries in projects.yaml
  photos: false # true with a photo feed (photos/feed.json or FEED_URL)
`;

const LISTS: Record<string, string> = {
  'education.yaml': `# The landing page's Education section, newest first, e.g.
# - degree: B.Sc. in Computer Science
#   institute: Example University
#   location: City, Country
#   years: 2019 - 2023
#   mapUrl: https://www.openstreetmap.org/...
[]
`,
  'experience.yaml': `# The landing page's Experience section, e.g.
# - company: Example Ltd
#   role: Software Engineer
#   startDate: 2024-01-15
#   description: What you built there.
#   images:
#     - image: experience/launch.jpg
#       alt: The team at the launch
[]
`,
  'skills.yaml': `# Tech skills, in this order; icon is a simple-icons slug (https://simpleicons.org), e.g.
# - name: TypeScript
#   icon: typescript
[]
`,
  'projects.yaml': `# Project cards (landing page and /projects), e.g.
# - title: My App
#   image: projects/my-app.png
#   imageAlt: The app's home screen
#   description: One sentence about it.
#   link: https://github.com/you/my-app
#   linkText: Link
[]
`,
  'testimonials.yaml': `# Quotes for "What Others Say", e.g.
# - text: Great to work with.
#   reviewer: A. Client, Example Ltd
#   link: https://example.com/review
[]
`,
  'categories.yaml': `# The blog's categories; a post names them by slug (categories: [notes]), e.g.
# - slug: notes
#   title: Notes
#   description: Short things I learned.
[]
`,
};

const EXAMPLE_POST = `---
title: Hello, world
date: ${new Date().toISOString().slice(0, 10)}
description: The first post, kept as a draft until you publish it.
cover: generated
draft: true
---
Write posts in Markdown: **bold**, *italic*, \`code\`, [links](https://commonmark.org/help/),
lists, tables, and photos saved beside this file, written as
\`![What the photo shows](./photo.jpg "An optional caption")\`. A YouTube link alone on its line
becomes the video.

\`\`\`ts src/hello.ts
console.log('Hello, world');
\`\`\`

Set \`draft: false\` (or delete the line) to publish it.
`;

function parseArgs(args: string[]): string {
  if (args.length === 0) return process.env.CONTENT_DIR?.trim() || 'content';
  if (args.length === 2 && args[0] === '--dir' && args[1]) return args[1];
  throw new Error(USAGE);
}

function main() {
  loadDotEnv();
  let dir: string;
  try {
    dir = path.resolve(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const kept = path.resolve('.data', `content-before-empty-${stamp}`);
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    // A rename keeps every file as it was; across file systems it becomes a copy.
    try {
      fs.renameSync(dir, kept);
    } catch {
      fs.cpSync(dir, kept, { recursive: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
    console.log(`Moved the old content to ${path.relative('.', kept)}.`);
  }
  fs.mkdirSync(path.join(dir, 'posts', 'hello-world'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site.yaml'), SITE);
  for (const [file, text] of Object.entries(LISTS)) fs.writeFileSync(path.join(dir, file), text);
  fs.writeFileSync(path.join(dir, 'posts', 'hello-world', 'index.md'), EXAMPLE_POST);
  console.log(
    `${path.relative('.', dir) || '.'} now holds an empty site: fill in site.yaml, then see ` +
      'README "Make it yours". The example post is a draft.',
  );
}

main();
