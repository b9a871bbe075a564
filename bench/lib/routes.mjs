// The routes the benchmarks visit, with one real post page found in the built output.
import fs from 'node:fs';
import path from 'node:path';

export function benchRoutes(publicDir = 'public') {
  const routes = ['/', '/blog', '/insta', '/connect'];
  const blogDir = path.join(publicDir, 'blog');
  if (fs.existsSync(blogDir)) {
    const post = fs
      .readdirSync(blogDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(blogDir, d.name, 'index.html')))
      .map((d) => d.name)
      .sort()[0];
    if (post) routes.splice(2, 0, `/blog/${post}`);
  }
  return routes;
}
