export {
  VitalsPanel,
  type VitalsPanelProps,
  type VitalsData,
  type VitalValues,
} from './VitalsPanel';
export {
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  VITAL_TITLES,
  formatVital,
  formatVitalTick,
  rateVital,
  type VitalName,
} from './vitals';
