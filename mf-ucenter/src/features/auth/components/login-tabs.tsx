import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

const METHODS = [
  { key: 'password', label: 'login.tabs.password', Form: PasswordLoginForm },
  { key: 'sms', label: 'login.tabs.sms', Form: SmsLoginForm },
] as const;

/**
 * The two ways to sign in as WAI-ARIA tabs (arrow keys move between them). Both panels stay
 * mounted, so switching keeps what was typed and a running countdown.
 */
export function LoginTabs() {
  const { t } = useTranslation('ucenter');
  const id = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (active + step + METHODS.length) % METHODS.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={t('login.tabs.label')} className="mb-6 flex border-b border-slate-200">
        {METHODS.map((method, index) => (
          <button
            key={method.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${method.key}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${method.key}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
            className={`-mb-px flex-1 border-b-2 pb-3 text-base transition-colors ${
              index === active ? 'border-rose-600 font-medium text-rose-700' : 'border-transparent text-slate-500 hover:text-slate-700'
            }`}
          >
            {t(method.label)}
          </button>
        ))}
      </div>
      {METHODS.map(({ key, Form }, index) => (
        <div key={key} role="tabpanel" id={`${id}-panel-${key}`} aria-labelledby={`${id}-tab-${key}`} hidden={index !== active}>
          <Form />
        </div>
      ))}
    </div>
  );
}
