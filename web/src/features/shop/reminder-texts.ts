import { defineTexts } from '@ssb/contract';
import en from './locales/reminder.en';

/** The reminder form's texts, apart from the shop's first step so that they load with the form, when a family opens it. */
export const REMINDER_TEXTS = defineTexts('shopReminder', en, { es: () => import('./locales/reminder.es') });
