import { z } from 'zod';
import { smsScenes } from '../../db/schema';
import { mobileField } from '../user/fields';

export const sendSmsBody = z.object({ mobile: mobileField, scene: z.enum(smsScenes) });

export const outboxQuery = z.object({ mobile: mobileField });
