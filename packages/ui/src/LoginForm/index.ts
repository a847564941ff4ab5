export {
  defaultLoginFormLabels,
  type LoginCredentials,
  type LoginFieldErrors,
  LoginForm,
  type LoginFormLabels,
  type LoginFormLimits,
  type LoginFormProps,
  type LoginFormSingleSignOn,
} from './LoginForm';
