import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './common';

// First-party analytics (server/analytics/, docs/analytics.md).
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Each metric's value (a percentile), or null when a route or day has no sample of it. */
const VitalValue = Nullable(Type.Number());
const VitalValues = {
  LCP: VitalValue,
  INP: VitalValue,
  CLS: VitalValue,
  FCP: VitalValue,
  TTFB: VitalValue,
} satisfies Record<Metric, TSchema>;

export const AnalyticsSummary = Type.Object({
  from: Type.String(),
  to: Type.String(),
  views: Type.Integer(),
  daily: Type.Array(Type.Object({ day: Type.String(), views: Type.Integer() })),
  routes: Type.Array(Type.Object({ path: Type.String(), views: Type.Integer() })),
  referrers: Type.Array(Type.Object({ host: Type.String(), views: Type.Integer() })),
  devices: Type.Object({ mobile: Type.Integer(), tablet: Type.Integer(), desktop: Type.Integer() }),
  vitals: Type.Object({
    routes: Type.Array(
      Type.Object({ path: Type.String(), samples: Type.Integer(), ...VitalValues }),
    ),
    daily: Type.Array(Type.Object({ day: Type.String(), samples: Type.Integer(), ...VitalValues })),
  }),
});
export type AnalyticsSummary = Static<typeof AnalyticsSummary>;
