import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siReact } from 'simple-icons';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOwnMark, skillMark, writeSkillSprite } from '../../build/skill-marks';

describe('skill marks from content', () => {
  it('resolves a simple-icons slug to its title, colour and sprite symbol, not its path', async () => {
    expect(await skillMark(' React ')).toEqual({
      slug: 'react',
      title: 'React',
      hex: siReact.hex,
      sprite: '/marks/skills.svg#react',
    });
  });

  it("leaves C# to the ui's own drawing and reports a slug simple-icons does not have", async () => {
    const onUnknown = vi.fn();
    expect(isOwnMark('csharp')).toBe(true);
    expect(await skillMark('csharp', onUnknown)).toBeNull();
    expect(await skillMark('', onUnknown)).toBeNull();
    expect(onUnknown).not.toHaveBeenCalled();
    expect(await skillMark('no-such-brand', onUnknown)).toBeNull();
    expect(onUnknown).toHaveBeenCalledWith('no-such-brand');
  });

  describe('the sprite', () => {
    let publicDir: string;
    beforeEach(() => {
      publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skill-sprite-'));
    });
    afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

    it("holds one symbol per skill's mark, so a new skill needs only content", async () => {
      const result = await writeSkillSprite(publicDir, ['react', 'csharp', 'react', 'gnubash']);
      expect(result).toEqual({ marks: 2 });
      const svg = fs.readFileSync(path.join(publicDir, 'marks/skills.svg'), 'utf8');
      expect(svg).toContain(`<symbol id="react" viewBox="0 0 24 24"><path d="${siReact.path}"/>`);
      expect(svg).toContain('<symbol id="gnubash"');
      expect(svg).not.toContain('csharp');
    });

    it('leaves the file alone when its text is the same', async () => {
      await writeSkillSprite(publicDir, ['react']);
      const file = path.join(publicDir, 'marks/skills.svg');
      const before = fs.statSync(file).mtimeMs;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await writeSkillSprite(publicDir, ['react']);
      expect(fs.statSync(file).mtimeMs).toBe(before);
    });
  });
});
