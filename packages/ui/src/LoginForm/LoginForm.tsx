import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { button } from '../Button/Button.css';
import { DEFAULT_TOO_LONG } from '../Field/useLengthLimit';
import { fillTemplate } from '../format/template';
import { link } from '../Link/Link.css';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './LoginForm.css';
import { LoginFormField } from './LoginFormField';

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
  /** A field longer than its `limits` max (without `validate`); `{max}` is filled in. @default 'Please enter at most {max} characters.' */
  tooLong: string;
  /** Read while signing in. @default 'Signing in…' */
  pending: string;
  /** @default 'Your company signs in with its own identity provider.' */
  singleSignOnOffer: string;
  /** @default 'Continue with single sign-on' */
  singleSignOn: string;
  /** Read while on the way to the identity provider. @default 'Taking you to your company’s sign-in page…' */
  singleSignOnPending: string;
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
  tooLong: DEFAULT_TOO_LONG,
  pending: 'Signing in…',
  singleSignOnOffer: 'Your company signs in with its own identity provider.',
  singleSignOn: 'Continue with single sign-on',
  singleSignOnPending: 'Taking you to your company’s sign-in page…',
};

/** A message per login field that is wrong, already translated. */
export type LoginFieldErrors = Partial<Record<keyof LoginCredentials, string>>;

/** The lengths the login fields take, `{ max }` in characters, as the page's contract gives them. */
export type LoginFormLimits = Partial<Record<keyof LoginCredentials, { readonly max: number }>>;

export interface LoginFormProps {
  /** Called with the credentials when both are filled and Sign in is pressed. */
  onSubmit: (credentials: LoginCredentials) => void;
  /** A sign-in is under way: buttons are disabled and a spinner shows. @default false */
  isPending?: boolean;
  /** The server's answer to show (e.g. 'Incorrect username or password.'), announced as an alert. */
  serverError?: string | null;
  /**
   * The page's check of the values before `onSubmit` (e.g. its contract's schema): a message per field that is
   * wrong (the username alone is checked on Next). Without it, the form refuses a blank username or password with
   * `labels.usernameRequired` / `labels.passwordRequired`.
   */
  validate?: (credentials: LoginCredentials) => LoginFieldErrors;
  /**
   * The server's errors of single fields (a 400's field errors), shown on those fields until they are edited; a
   * new object moves the focus to the first of them.
   */
  fieldErrors?: LoginFieldErrors;
  /** The lengths of the fields (the contract's limits). Without them, nothing limits typing. */
  limits?: LoginFormLimits;
  /** A username to start with (e.g. remembered); starts on the password step when given. */
  defaultUsername?: string;
  /** Forgot-password address. @default '#/forgotPassword' */
  forgotPasswordHref?: string;
  /** Registration address. @default '#/registration' */
  registerHref?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<LoginFormLabels>;
  /**
   * A check the server asks for before it takes the sign-in (a CAPTCHA once the account or the sign-in is under
   * attack), drawn by the page above Sign in on the password step.
   */
  challenge?: ReactNode;
  /** Called with the trimmed username when Next shows the password step (e.g. to ask about single sign-on). */
  onUsernameEntered?: (username: string) => void;
  /**
   * The company's single sign-on (issue 18), on the password step: while `available`, a note and a button that
   * calls `onContinue`, announced politely as they appear (the page learns it after Next). Without it, nothing.
   */
  singleSignOn?: LoginFormSingleSignOn;
}

/** Whether the username's company signs in with its identity provider, and how to go there. */
export interface LoginFormSingleSignOn {
  available: boolean;
  onContinue: () => void;
  /** On the way to the identity provider: the button is disabled and a spinner shows. @default false */
  isPending?: boolean;
  /** Its texts, over the form's `labels` (a page may load them with the offer). */
  labels?: Partial<Pick<LoginFormLabels, 'singleSignOnOffer' | 'singleSignOn' | 'singleSignOnPending'>>;
}

type Step = 'username' | 'password';

/**
 * The login form of 002 §2: the username first, then Next reveals the password. The username stays
 * visible and editable on the second step. Required-field errors show on Next and on Sign in, and then follow
 * what is typed. The page may hand it its rules: `validate` (its contract's check), `limits` and the server's
 * `fieldErrors`. Plain HTML with ui's field, button and link looks: the login page's first paint loads no
 * react-aria for it.
 */
export function LoginForm({
  onSubmit,
  isPending = false,
  serverError,
  validate,
  fieldErrors,
  limits,
  defaultUsername = '',
  forgotPasswordHref = '#/forgotPassword',
  registerHref = '#/registration',
  labels: labelOverrides,
  challenge,
  onUsernameEntered,
  singleSignOn,
}: LoginFormProps) {
  const labels = { ...defaultLoginFormLabels, ...labelOverrides, ...singleSignOn?.labels };
  const [step, setStep] = useState<Step>(defaultUsername ? 'password' : 'username');
  const [username, setUsername] = useState(defaultUsername);
  const [password, setPassword] = useState('');
  // The form's own (or the page's) verdict, shown from the first Next or Sign in and following what is typed.
  const [checked, setChecked] = useState<{ username: boolean; password: boolean }>({
    username: false,
    password: false,
  });
  // The server's word on a field holds until that field is edited.
  const [edited, setEdited] = useState<{ of?: LoginFieldErrors; fields: ReadonlySet<string> }>({
    of: fieldErrors,
    fields: new Set(),
  });
  const editedFields = edited.of === fieldErrors ? edited.fields : new Set<string>();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const check = (values: LoginCredentials): LoginFieldErrors => {
    if (validate) return validate(values);
    // Nothing typed is cut (no native maxlength): a value over its limit is refused here and kept whole.
    const tooLong = (value: string, max: number | undefined) =>
      max !== undefined && value.length > max ? fillTemplate(labels.tooLong, { max }) : undefined;
    const name = values.username.trim();
    const usernameError = name === '' ? labels.usernameRequired : tooLong(name, limits?.username?.max);
    const passwordError =
      values.password === '' ? labels.passwordRequired : tooLong(values.password, limits?.password?.max);
    return {
      ...(usernameError ? { username: usernameError } : {}),
      ...(passwordError ? { password: passwordError } : {}),
    };
  };
  const found = check({ username, password });
  const serverErrorOf = (field: keyof LoginCredentials) =>
    editedFields.has(field) ? undefined : fieldErrors?.[field];
  const usernameError = (checked.username ? found.username : undefined) ?? serverErrorOf('username');
  const passwordError = (checked.password ? found.password : undefined) ?? serverErrorOf('password');
  const markEdited = (field: keyof LoginCredentials) =>
    setEdited({ of: fieldErrors, fields: new Set([...editedFields, field]) });

  // Only a new answer of the server moves the focus, not each render. A layout effect: the field has the focus
  // as soon as the answer is in the DOM, before the paint and before other code looks (as it had on react-aria).
  useLayoutEffect(() => {
    if (fieldErrors?.username) usernameRef.current?.focus();
    else if (fieldErrors?.password) passwordRef.current?.focus();
  }, [fieldErrors]);

  // Signing in disables the fields and the button, and the browser then drops the focus to the page. When the
  // attempt ends with the form still here (refused), the focus goes back to the field the person typed last, so a
  // keyboard or screen reader user retypes without hunting for the form.
  const wasPending = useRef(isPending);
  useLayoutEffect(() => {
    const ended = wasPending.current && !isPending;
    wasPending.current = isPending;
    if (!ended) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && !(active as HTMLInputElement).disabled) return;
    (step === 'password' ? passwordRef : usernameRef).current?.focus();
  }, [isPending, step]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'username') {
      setChecked((current) => ({ ...current, username: true }));
      if (found.username) {
        usernameRef.current?.focus();
        return;
      }
      setStep('password');
      onUsernameEntered?.(username.trim());
      // The password field appears on this render; focus it once it exists.
      requestAnimationFrame(() => passwordRef.current?.focus());
      return;
    }
    setChecked({ username: true, password: true });
    if (found.username) {
      usernameRef.current?.focus();
      return;
    }
    if (found.password) {
      passwordRef.current?.focus();
      return;
    }
    onSubmit({ username: username.trim(), password });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="login-form-title">
      <h1 id="login-form-title" className={styles.title}>
        {labels.title}
      </h1>
      <div role="alert" className={styles.serverError}>
        {serverError ?? ''}
      </div>
      <LoginFormField
        name="username"
        label={labels.username}
        autoComplete="username"
        value={username}
        onChange={(value) => {
          setUsername(value);
          markEdited('username');
        }}
        errorMessage={usernameError}
        isDisabled={isPending}
        inputRef={usernameRef}
        autoFocus={step === 'username'}
      />
      {step === 'password' && singleSignOn ? (
        <div role="status" className={styles.singleSignOn}>
          {singleSignOn.available ? (
            <>
              <p>{labels.singleSignOnOffer}</p>
              <button
                type="button"
                className={button({ variant: 'secondary', size: 'medium', fullWidth: true })}
                disabled={isPending || singleSignOn.isPending}
                onClick={singleSignOn.onContinue}
              >
                {singleSignOn.isPending ? <Spinner size={16} label={labels.singleSignOnPending} /> : null}
                {labels.singleSignOn}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {step === 'password' ? (
        <LoginFormField
          name="password"
          type="password"
          label={labels.password}
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            markEdited('password');
          }}
          errorMessage={passwordError}
          isDisabled={isPending}
          inputRef={passwordRef}
        />
      ) : null}
      {step === 'password' && challenge ? <div className={styles.challenge}>{challenge}</div> : null}
      <button
        type="submit"
        className={button({ variant: 'primary', size: 'medium', fullWidth: true })}
        disabled={isPending}
      >
        {isPending ? <Spinner size={16} label={labels.pending} /> : null}
        {step === 'username' ? labels.next : labels.signIn}
      </button>
      <div className={styles.links}>
        <a href={forgotPasswordHref} className={link({ tone: 'standard' })}>
          {labels.forgotPassword}
        </a>
        <a href={registerHref} className={link({ tone: 'standard' })}>
          {labels.register}
        </a>
      </div>
    </form>
  );
}
