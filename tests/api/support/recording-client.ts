// The client port without HTTP: records what it was asked and answers every call with one value.
import type { ApiClient, ApiRequest } from '../../../src/api/client';

export function recordingClient(answer: unknown = []): { client: ApiClient; requests: ApiRequest[] } {
  const requests: ApiRequest[] = [];
  const client: ApiClient = {
    request: async <T,>(request: ApiRequest) => {
      requests.push(request);
      return answer as T;
    },
  };
  return { client, requests };
}
