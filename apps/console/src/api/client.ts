// The typed /v1 client (openapi-fetch over the generated schema.d.ts), and unwrap(), which
// turns its { data, error } answers into data or a thrown ApiError for TanStack Query.
import createClient from 'openapi-fetch';
import { ApiError } from './api-error';
import { csrfFetch } from './csrf-fetch';
import type { paths } from './schema';

export const api = createClient<paths>({ fetch: csrfFetch, credentials: 'same-origin' });

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export async function unwrap<T>(request: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await request;
  } catch (error) {
    throw ApiError.network(error);
  }
  if (!answer.response.ok) throw ApiError.fromResponse(answer.response, answer.error);
  return answer.data as T;
}
