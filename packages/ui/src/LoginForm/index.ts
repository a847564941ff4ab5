export {
  defaultLoginFormLabels,
  type LoginCredentials,
  LoginForm,
  type LoginFormLabels,
  type LoginFormProps,
} from './LoginForm';
