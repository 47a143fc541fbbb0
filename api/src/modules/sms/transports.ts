import { RESULT_CODE } from '@shop/contract';
import type { SmsSender } from '../../http/app-context';
import { AppError } from '../../http/errors';
import { hasDevelopmentConveniences, type NodeEnv } from '../../node-env';

/**
 * Development: prints the code on the terminal of the person running the shop (`npm start`) and
 * nowhere else: not the structured log, which may be shipped elsewhere, and not over the network.
 */
function terminalSmsSender(write: (text: string) => void = (text) => void process.stdout.write(text)): SmsSender {
  return ({ mobile, scene, code }) => {
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
    return Promise.resolve();
  };
}

/**
 * Production without an SMS provider adapter: no code can reach a phone, so sending answers a
 * translated refusal (sign-in by password still works) rather than pretending it was sent.
 */
const unavailableSmsSender: SmsSender = () => Promise.reject(new AppError(503, RESULT_CODE.refused, 'sms_unavailable'));

/** The sender a shop gets when none is wired in: the terminal in development, none in production. */
export const defaultSmsSender = (nodeEnv: NodeEnv): SmsSender => (hasDevelopmentConveniences(nodeEnv) ? terminalSmsSender() : unavailableSmsSender);
