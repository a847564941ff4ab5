export {
  checkoutSteps,
  defaultStepperLabels,
  Stepper,
  type StepperLabels,
  type StepperProps,
  type StepperStep,
  type StepStatus,
  stepStatuses,
} from './Stepper';
