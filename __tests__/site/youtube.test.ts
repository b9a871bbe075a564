import { youtubeVideoId } from '../../src/lib/youtube';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=8aGhZQkoFbQ', '8aGhZQkoFbQ'],
    ['https://youtube.com/watch?v=JKxlsvZXG7c&t=15s', 'JKxlsvZXG7c'],
    ['https://m.youtube.com/watch?feature=share&v=Tn6-PIqc4UM', 'Tn6-PIqc4UM'],
    ['https://youtu.be/Gjnup-PuquQ?t=5', 'Gjnup-PuquQ'],
    ['https://youtu.be/ENrzD9HAZK4', 'ENrzD9HAZK4'],
    ['https://www.youtube.com/embed/n2Fluyr3lbc', 'n2Fluyr3lbc'],
    ['https://www.youtube-nocookie.com/embed/n2Fluyr3lbc?start=3', 'n2Fluyr3lbc'],
    ['https://www.youtube.com/shorts/8aGhZQkoFbQ', '8aGhZQkoFbQ'],
    ['www.youtube.com/watch?v=hwP7WQkmECE', 'hwP7WQkmECE'],
    ['  https://youtu.be/hwP7WQkmECE  ', 'hwP7WQkmECE'],
  ])('finds the id in %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    ['an id that is too short', 'https://www.youtube.com/watch?v=notavideo'],
    ['an id that is too long', 'https://youtu.be/8aGhZQkoFbQx'],
    ['bad characters', 'https://youtu.be/8aGhZQk$FbQ'],
    ['another site', 'https://vimeo.com/watch?v=8aGhZQkoFbQ'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=8aGhZQkoFbQ'],
    ['a channel page', 'https://www.youtube.com/@someone'],
    ['no id', 'https://www.youtube.com/watch'],
    ['not a URL', 'not a url at all'],
    ['a script URL', 'javascript:alert(1)'],
    ['empty', ''],
    ['undefined', undefined],
  ])('rejects %s', (_why, url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});
