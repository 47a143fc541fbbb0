import type { SmsSender } from '../../http/app-context';
import { AppError, ResultCode } from '../../http/errors';

/**
 * Development: prints the code on the terminal of the person running the shop (`npm start`) and
 * nowhere else: not the structured log, which may be shipped elsewhere, and not over the network.
 */
export function terminalSmsSender(write: (text: string) => void = (text) => void process.stdout.write(text)): SmsSender {
  return async ({ mobile, scene, code }) => {
    write(
      [
        '',
        '┌─ SMS (development: shown on this terminal only, not sent) ─────────',
        `│ to ${mobile} · ${scene}`,
        `│ verification code: ${code}`,
        '└────────────────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    );
  };
}

/**
 * Production without an SMS provider adapter: no code can reach a phone, so sending answers a
 * translated refusal (sign-in by password still works) rather than pretending it was sent.
 */
export const unavailableSmsSender: SmsSender = async () => {
  throw new AppError(503, ResultCode.refused, 'sms_unavailable');
};

/** The sender a shop gets when none is wired in: the terminal in development, none in production. */
export const defaultSmsSender = (nodeEnv: string | undefined): SmsSender => (nodeEnv === 'production' ? unavailableSmsSender : terminalSmsSender());
