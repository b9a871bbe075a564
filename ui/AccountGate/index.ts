export { AccountGate, type AccountGateProps, type AccountGateState } from './AccountGate';
