export { AdminGate, type AdminGateProps, type AdminGateState } from './AdminGate';
