import { z } from 'zod';

/** `common/init` takes no parameters; unknown ones are ignored. */
export const initInput = z.object({});
