// The colour of each submission and adjustment status on the panel (the word is always shown).
export const STATUS_TONES = {
  counted: 'good',
  applied: 'good',
  not_counted: 'bad',
  not_applied: 'bad',
  pending: 'neutral',
  not_recorded: 'warn',
} as const;
