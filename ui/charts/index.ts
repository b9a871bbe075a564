export { BarChart, describeBars, type BarChartProps, type BarDatum } from './BarChart';
export { LineChart, describeLine, type LineChartProps, type LineDatum } from './LineChart';
export { RatingLabel, type RatingLabelProps } from './RatingLabel';
export {
  TONES,
  TONE_LABELS,
  toneColors,
  toneOf,
  toneVar,
  toneVars,
  type Bands,
  type Tone,
} from './tones';
export {
  daysBetween,
  formatCount,
  formatDay,
  formatDayRange,
  labelledIndexes,
  niceTicks,
} from './scale';
