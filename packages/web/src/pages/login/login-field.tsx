import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  icon: ReactNode;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Inside the box, after the input (the show-password eye). */
  suffix?: ReactNode;
  /** Beside the box (the captcha image). */
  aside?: ReactNode;
}

/** One labelled login input with its icon and its own error line. */
export function LoginField({ id, label, icon, error, inputRef, suffix, aside, ...input }: Props) {
  const box = (
    <div className="login-input">
      {icon}
      <input id={id} ref={inputRef} aria-invalid={!!error} {...input} />
      {suffix}
    </div>
  );
  return (
    <div className={`login-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="login-label">
        {label}
      </label>
      {aside ? (
        <div className="login-captcha">
          {box}
          {aside}
        </div>
      ) : (
        box
      )}
      <div className="login-field-error">{error}</div>
    </div>
  );
}
