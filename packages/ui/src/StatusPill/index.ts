export {
  type StatusKind,
  type StatusName,
  StatusPill,
  type StatusPillProps,
  type StatusTone,
  statusKinds,
  statusTone,
  statusTones,
  toneOf,
} from './StatusPill';
