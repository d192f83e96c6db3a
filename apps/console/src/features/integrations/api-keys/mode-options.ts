// The API key modes as the create form offers them, each with what it means (docs/api.md#test-mode).
import type { KeyMode } from '@/api/console-types';

export const MODE_OPTIONS: readonly { value: KeyMode; label: string; hint: string }[] = [
  { value: 'live', label: 'Live', hint: 'Real traffic: its events count in reports.' },
  {
    value: 'test',
    label: 'Test',
    hint: 'Its key starts with cvk_test_; its events are decided and shown, never counted.',
  },
];
