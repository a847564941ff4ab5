export {
  addressOptionLabel,
  defaultShipToAssignmentLabels,
  ShipToAssignment,
  type ShipToAssignmentLabels,
  type ShipToAssignmentProps,
  type ShipToAssignmentRequest,
  type ShipToAssignments,
  type ShipToBundle,
  type ShipToLine,
} from './ShipToAssignment';
