// useEventTypeOptions: the webhook event types as checkbox options, described from the public
// catalog (GET /v1/webhook-event-types) once it has loaded, by name until then.
import { useQuery } from '@tanstack/react-query';
import type { CheckboxOption } from '@/shared/checkbox-group';
import { EVENT_TYPES, eventTypesQuery } from './webhook-queries';

export function useEventTypeOptions(): CheckboxOption[] {
  const catalog = useQuery(eventTypesQuery());
  const descriptions = new Map(catalog.data?.data.map((item) => [item.type, item.description]) ?? []);
  return EVENT_TYPES.map((type) => ({
    value: type,
    label: <code>{type}</code>,
    hint: descriptions.get(type)?.split('. ')[0],
  }));
}
