// The campaign rules of docs/attribution.md, checked in the form before sending (the server
// checks them again), and the conversion between the form's values and the API's PUT body.
// Times are entered as the reader's local wall-clock time and sent as UTC instants.
import type { components } from '@/api/schema';

/** The PUT body, with every field the form always sends made required. */
export type CampaignBody = Required<components['schemas']['PutCampaignDto']>;
export type CampaignStatus = CampaignBody['status'];
export type CountingMode = CampaignBody['countingMode'];

export interface CampaignFormValues {
  id: string;
  name: string;
  status: CampaignStatus;
  /** datetime-local value, e.g. "2026-11-21T00:00". */
  startsAt: string;
  /** datetime-local value, or "" for no end. */
  endsAt: string;
  /** One goal per line. */
  goals: string;
  attributionWindowDays: string;
  countingMode: CountingMode;
}

export type CampaignField = keyof CampaignFormValues;
export type CampaignErrors = Partial<Record<CampaignField, string>>;

export const CAMPAIGN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
// Unicode Cc: U+0000–U+001F and U+007F–U+009F.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function parseGoals(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function toIso(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function validateCampaign(values: CampaignFormValues, checkId: boolean): CampaignErrors {
  const errors: CampaignErrors = {};
  if (checkId) {
    if (!values.id) errors.id = 'Enter a campaign id, e.g. spring-sale: events name it in campaignId.';
    else if (values.id.length > 128) errors.id = 'Use at most 128 characters.';
    else if (!CAMPAIGN_ID_PATTERN.test(values.id))
      errors.id = 'Use letters, digits and . _ : - only, starting with a letter or digit.';
  }
  const name = values.name.trim();
  if (!name) errors.name = 'Enter a name.';
  else if ([...name].length > 200) errors.name = 'Use at most 200 characters.';
  else if (CONTROL.test(name)) errors.name = 'Remove the control characters (tabs, line breaks).';

  const starts = toIso(values.startsAt);
  if (!values.startsAt) errors.startsAt = 'Enter when the campaign starts.';
  else if (!starts) errors.startsAt = 'Enter a valid date and time.';
  const ends = toIso(values.endsAt);
  if (values.endsAt && !ends) errors.endsAt = 'Enter a valid date and time, or leave it empty for no end.';
  else if (starts && ends && new Date(ends).getTime() <= new Date(starts).getTime())
    errors.endsAt = 'The end must be after the start.';

  const goals = parseGoals(values.goals);
  if (goals.length === 0)
    errors.goals = 'Enter at least one goal: the event name that counts, e.g. order_paid.';
  else if (goals.length > 50) errors.goals = `Enter at most 50 goals (there are ${goals.length}).`;
  else {
    const tooLong = goals.find((goal) => [...goal].length > 100);
    const seen = new Set<string>();
    const repeated = goals.find((goal) => (seen.has(goal) ? true : (seen.add(goal), false)));
    if (tooLong) errors.goals = `"${tooLong.slice(0, 30)}…" is longer than 100 characters.`;
    else if (goals.some((goal) => CONTROL.test(goal))) errors.goals = 'Remove the control characters (tabs).';
    else if (repeated) errors.goals = `"${repeated}" is listed twice: list each goal once.`;
  }

  const window = values.attributionWindowDays.trim();
  if (window === '') errors.attributionWindowDays = 'Enter a number of days from 0 to 90 (0: no window).';
  else if (!/^\d+$/.test(window) || Number(window) > 90)
    errors.attributionWindowDays = 'Enter a whole number of days from 0 to 90.';
  return errors;
}

export function toCampaignBody(values: CampaignFormValues): CampaignBody {
  return {
    name: values.name.trim(),
    status: values.status,
    startsAt: toIso(values.startsAt) ?? values.startsAt,
    endsAt: toIso(values.endsAt),
    goals: parseGoals(values.goals),
    attributionWindowDays: Number(values.attributionWindowDays.trim()),
    countingMode: values.countingMode,
  };
}
