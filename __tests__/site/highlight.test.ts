import { highlightBody, highlightCode, resolveLanguage } from '../../src/lib/highlight';

describe('build-time highlighting', () => {
  it('wraps tokens in hljs classes', () => {
    const html = highlightCode('const answer = 42;', 'typescript');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
  });

  it('understands the names editors use', () => {
    expect(resolveLanguage('tsx')).toBe('typescript');
    expect(resolveLanguage('sh')).toBe('bash');
    expect(resolveLanguage('C#')).toBe('csharp');
    expect(resolveLanguage('brainfudge')).toBeUndefined();
    expect(resolveLanguage(undefined)).toBeUndefined();
  });

  it('escapes code it cannot highlight, and code inside tokens', () => {
    expect(highlightCode('<b>&</b>', 'text')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(highlightCode('<img onerror=x>', 'nope')).toBe('&lt;img onerror=x&gt;');
    expect(highlightCode('"<script>"', 'javascript')).not.toContain('<script>');
  });

  it('maps every code block of a body by its key and skips the rest', () => {
    const map = highlightBody([
      { _type: 'block', _key: 'a', children: [] },
      { _type: 'code', _key: 'b', language: 'bash', code: 'echo hi' },
      { _type: 'code', _key: 'c' },
      null,
      { _type: 'code', language: 'bash', code: 'no key' },
    ]);
    expect(Object.keys(map)).toEqual(['b']);
    expect(map.b).toContain('hljs-built_in');
    expect(highlightBody(undefined)).toEqual({});
  });
});
