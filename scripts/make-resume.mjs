#!/usr/bin/env node
// Writes content/resume.pdf: the sample owner's one-page résumé (siteSettings.resume in
// content/site.yaml), printed from HTML by Chromium.
//   node scripts/make-resume.mjs
// Edit the HTML below (or replace the PDF) to make the résumé yours.
import fs from 'node:fs';
import { launchChromium } from './lib/browser.mjs';

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Aarav Mehta — Résumé</title>
<style>
  @page { size: A4; margin: 16mm 16mm; }
  body { font: 10.5pt/1.45 "DejaVu Sans", Arial, sans-serif; color: #1c1f2e; margin: 0; }
  h1 { font-size: 22pt; margin: 0; color: #4c2bb3; }
  h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: .08em; color: #4c2bb3;
       border-bottom: 1.5pt solid #d5d9e8; padding-bottom: 2pt; margin: 14pt 0 6pt; }
  .contact { color: #4a5068; margin-top: 2pt; }
  .row { display: flex; justify-content: space-between; font-weight: 700; }
  .muted { color: #4a5068; font-weight: 400; }
  ul { margin: 3pt 0 8pt; padding-left: 14pt; }
  li { margin: 1.5pt 0; }
  p { margin: 3pt 0; }
</style></head><body>
<h1>Aarav Mehta</h1>
<div class="contact">Software Engineer · Indore, Madhya Pradesh, India · hello@aaravmehta.dev ·
github.com/aarav-mehta-dev · linkedin.com/in/aarav-mehta-dev</div>

<h2>Summary</h2>
<p>Full-stack developer building fast, accessible web and mobile apps with React, Node.js and
TypeScript. Comfortable from the database to the pixel, and happiest shipping small, well-tested
increments.</p>

<h2>Experience</h2>
<div class="row"><span>Software Engineer — Nimbus Labs</span><span class="muted">Jul 2025 – Present</span></div>
<ul>
  <li>Build the customer dashboard of a logistics platform in React and TypeScript, and its Node.js services.</li>
  <li>Cut dashboard load time by 40% with bundle splitting and server-side pagination of reports.</li>
</ul>
<div class="row"><span>Full-stack Developer Intern — PixelForge Studios</span><span class="muted">Dec 2024 – Jun 2025</span></div>
<ul>
  <li>Shipped a booking app used by 30 clinics: Express + PostgreSQL API, React admin panel, Android app.</li>
  <li>Wrote the integration test suite that now runs on every pull request.</li>
</ul>
<div class="row"><span>Contributor — Open Source</span><span class="muted">Mar 2023 – Nov 2024</span></div>
<ul><li>Maintained Connect, a group chat and video calling app (React, Node.js, WebRTC).</li></ul>
<div class="row"><span>Technical Lead — DevCircle Student Chapter</span><span class="muted">Aug 2022 – May 2024</span></div>
<ul><li>Ran weekly Git, Linux and web workshops for 200+ students; organised two hackathons.</li></ul>

<h2>Education</h2>
<div class="row"><span>B.Tech, Information Technology — Narmada Institute of Technology, Indore</span><span class="muted">2021 – 2025</span></div>

<h2>Skills</h2>
<p><b>Languages:</b> TypeScript, JavaScript, C#, C++, Python, Bash</p>
<p><b>Web:</b> React, Next.js, Vite, Node.js, Express, .NET, Tailwind CSS</p>
<p><b>Data:</b> PostgreSQL, MySQL, SQLite, MongoDB, Sequelize, Firebase</p>
<p><b>Tools:</b> Linux (Ubuntu), NGINX, Apache Server, Android, Figma</p>

<h2>Projects</h2>
<ul>
  <li><b>Connect</b> — channels, instant group chat and video calls on a channel.</li>
  <li><b>TaskFlow</b> — a kanban board with drag and drop, Express and MongoDB.</li>
  <li><b>CampusCart</b> — an Android marketplace for students of one campus.</li>
</ul>
</body></html>`;

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  fs.writeFileSync(new URL('../content/resume.pdf', import.meta.url), pdf);
  console.log(`content/resume.pdf written (${pdf.length} bytes)`);
} finally {
  await browser.close();
}
