import { deviceClass, routePath, trackPageView } from '../../src/analytics/beacon';
import { reportVitals } from '../../src/analytics/vitals';
import { returnPath } from '../../src/lib/returnPath';

type Callback = (metric: { name: string; value: number }) => void;
const reporters: Record<string, Callback> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (callback: Callback) => {
    reporters[name] = callback;
  };
  return {
    onTTFB: on('TTFB'),
    onFCP: on('FCP'),
    onLCP: on('LCP'),
    onCLS: on('CLS'),
    onINP: on('INP'),
  };
});

const beacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
const sent = () =>
  beacon.mock.calls.map(([url, body]) => ({ url, event: JSON.parse(String(body)) }));

function setPrivacy(signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', {
    configurable: true,
    get: () => signals.doNotTrack ?? null,
  });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    configurable: true,
    get: () => signals.globalPrivacyControl,
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  setPrivacy({});
  Object.defineProperty(document, 'referrer', {
    configurable: true,
    get: () => 'https://news.example/item?id=1',
  });
});

describe('page views', () => {
  it('sends the route, the landing referrer and the device class, nothing else', () => {
    window.innerWidth = 375;
    trackPageView('/blog/some-post/', true);
    trackPageView('/blog', false);
    expect(sent()).toEqual([
      {
        url: '/api/events',
        event: {
          type: 'pageview',
          path: '/blog/some-post',
          referrer: 'https://news.example/item?id=1',
          device: 'mobile',
        },
      },
      {
        url: '/api/events',
        event: { type: 'pageview', path: '/blog', referrer: '', device: 'mobile' },
      },
    ]);
  });

  it('sends nothing with Do-Not-Track or Global Privacy Control, or for /admin', () => {
    setPrivacy({ doNotTrack: '1' });
    trackPageView('/', true);
    setPrivacy({ globalPrivacyControl: true });
    trackPageView('/blog', false);
    setPrivacy({});
    trackPageView('/admin/', false);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('classifies viewports as the docs say', () => {
    expect([375, 639, 640, 1023, 1024, 1920].map(deviceClass)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
    expect(['/', '/blog/', '/blog//', '/insta'].map(routePath)).toEqual([
      '/',
      '/blog',
      '/blog',
      '/insta',
    ]);
  });
});

describe('Core Web Vitals', () => {
  it('sends every metric measured so far once, when the page is first hidden', () => {
    setVisibility('visible');
    reportVitals('/blog/a-post');
    reporters.TTFB?.({ name: 'TTFB', value: 120 });
    reporters.FCP?.({ name: 'FCP', value: 900 });
    reporters.LCP?.({ name: 'LCP', value: 1500 });
    reporters.CLS?.({ name: 'CLS', value: 0.02 });
    reporters.INP?.({ name: 'INP', value: 64 });
    expect(beacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    setVisibility('visible');
    reporters.CLS?.({ name: 'CLS', value: 0.3 });
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));

    expect(sent()).toEqual([
      {
        url: '/api/events',
        event: {
          type: 'vitals',
          path: '/blog/a-post',
          metrics: { TTFB: 120, FCP: 900, LCP: 1500, CLS: 0.02, INP: 64 },
        },
      },
    ]);
  });

  it('sends nothing when no metric was measured before the page was closed', () => {
    setVisibility('visible');
    reportVitals('/');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('returning after login', () => {
  it('goes to a path of this site only', () => {
    expect(returnPath('?next=/admin')).toBe('/admin');
    expect(returnPath('?next=%2Fadmin%23inbox')).toBe('/admin#inbox');
    expect(returnPath('?next=//evil.example/')).toBe('/blog');
    expect(returnPath('?next=/\\evil.example')).toBe('/blog');
    expect(returnPath('?next=https://evil.example/')).toBe('/blog');
    expect(returnPath('')).toBe('/blog');
  });

  it('does not leave the site however the address is spelled (issue 37)', () => {
    // A tab, newline or carriage return after the first slash: the URL parser drops them.
    for (const control of ['%09', '%0A', '%0D']) {
      expect(returnPath(`?next=%2F${control}%2F127.0.0.1%3A8599%2Ftab`)).toBe('/blog');
    }
    expect(returnPath('?next=%5C%5Cevil.example')).toBe('/blog');
    expect(returnPath('?next=/.//evil.example/')).toBe('/blog');
    expect(returnPath('?next=/..//evil.example/')).toBe('/blog');
    expect(returnPath('?next=javascript:alert(1)')).toBe('/blog');
    // Same-site paths come back normalised.
    expect(returnPath('?next=/blog/../admin')).toBe('/admin');
    expect(returnPath('?next=/%2F%2Fevil.example')).toBe('/blog');
    // Slashes encoded twice stay one path segment of this site.
    expect(returnPath('?next=%2F%252F%252Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
