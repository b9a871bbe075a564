export {
  AnalyticsOverview,
  ANALYTICS_RANGES,
  type AnalyticsOverviewData,
  type AnalyticsOverviewProps,
} from './AnalyticsOverview';
