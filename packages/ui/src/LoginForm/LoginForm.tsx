import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import * as styles from './LoginForm.css';

/** What the login form hands back (002 §3 login payload, without the captcha the portal adds). */
export interface LoginCredentials {
  /** The username, trimmed. */
  username: string;
  /** The password as typed. */
  password: string;
}

/** Every text the login form shows. English defaults match the message catalogue (Login.*). */
export interface LoginFormLabels {
  /** @default 'Sign in' */
  title: string;
  /** @default 'Username' */
  username: string;
  /** @default 'Password' */
  password: string;
  /** @default 'Next' */
  next: string;
  /** @default 'Sign in' */
  signIn: string;
  /** @default 'Forgot password?' */
  forgotPassword: string;
  /** @default 'Register for an account' */
  register: string;
  /** @default 'Please enter your username.' */
  usernameRequired: string;
  /** @default 'Please enter your password.' */
  passwordRequired: string;
  /** Read while signing in. @default 'Signing in…' */
  pending: string;
}

export const defaultLoginFormLabels: LoginFormLabels = {
  title: 'Sign in',
  username: 'Username',
  password: 'Password',
  next: 'Next',
  signIn: 'Sign in',
  forgotPassword: 'Forgot password?',
  register: 'Register for an account',
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter your password.',
  pending: 'Signing in…',
};

export interface LoginFormProps {
  /** Called with the credentials when both are filled and Sign in is pressed. */
  onSubmit: (credentials: LoginCredentials) => void;
  /** A sign-in is under way: buttons are disabled and a spinner shows. @default false */
  isPending?: boolean;
  /** The server's answer to show (e.g. 'Incorrect username or password.'), announced as an alert. */
  serverError?: string | null;
  /** A username to start with (e.g. remembered); starts on the password step when given. */
  defaultUsername?: string;
  /** Forgot-password address. @default '#/forgotPassword' */
  forgotPasswordHref?: string;
  /** Registration address. @default '#/registration' */
  registerHref?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<LoginFormLabels>;
}

type Step = 'username' | 'password';

/**
 * The login form of 002 §2: the username first, then Next reveals the password. The username stays
 * visible and editable on the second step. Required-field errors show on Next and on Sign in.
 */
export function LoginForm({
  onSubmit,
  isPending = false,
  serverError,
  defaultUsername = '',
  forgotPasswordHref = '#/forgotPassword',
  registerHref = '#/registration',
  labels: labelOverrides,
}: LoginFormProps) {
  const labels = { ...defaultLoginFormLabels, ...labelOverrides };
  const [step, setStep] = useState<Step>(defaultUsername ? 'password' : 'username');
  const [username, setUsername] = useState(defaultUsername);
  const [password, setPassword] = useState('');
  const [usernameError, setUsernameError] = useState(false);
  const [passwordError, setPasswordError] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missingUsername = username.trim() === '';
    setUsernameError(missingUsername);
    if (step === 'username') {
      if (missingUsername) {
        usernameRef.current?.focus();
        return;
      }
      setStep('password');
      // The password field appears on this render; focus it once it exists.
      requestAnimationFrame(() => passwordRef.current?.focus());
      return;
    }
    const missingPassword = password === '';
    setPasswordError(missingPassword);
    if (missingUsername) {
      usernameRef.current?.focus();
      return;
    }
    if (missingPassword) {
      passwordRef.current?.focus();
      return;
    }
    onSubmit({ username: username.trim(), password });
  };

  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      aria-labelledby="login-form-title"
    >
      <h1 id="login-form-title" className={styles.title}>
        {labels.title}
      </h1>
      <div role="alert" className={styles.serverError}>
        {serverError ?? ''}
      </div>
      <TextField
        name="username"
        label={labels.username}
        autoComplete="username"
        value={username}
        onChange={(value) => {
          setUsername(value);
          if (value.trim() !== '') setUsernameError(false);
        }}
        isInvalid={usernameError}
        errorMessage={labels.usernameRequired}
        isRequired
        isDisabled={isPending}
        inputRef={usernameRef}
        autoFocus={step === 'username'}
      />
      {step === 'password' ? (
        <TextField
          name="password"
          type="password"
          label={labels.password}
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (value !== '') setPasswordError(false);
          }}
          isInvalid={passwordError}
          errorMessage={labels.passwordRequired}
          isRequired
          isDisabled={isPending}
          inputRef={passwordRef}
        />
      ) : null}
      <Button type="submit" variant="primary" fullWidth isDisabled={isPending}>
        {isPending ? <Spinner size={16} label={labels.pending} /> : null}
        {step === 'username' ? labels.next : labels.signIn}
      </Button>
      <div className={styles.links}>
        <Link href={forgotPasswordHref}>{labels.forgotPassword}</Link>
        <Link href={registerHref}>{labels.register}</Link>
      </div>
    </Form>
  );
}
