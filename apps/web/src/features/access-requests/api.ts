import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type AccessRequest } from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';

/** What the public forms show themselves: a refusal with its message, the rate limit. */
const PUBLIC_TOLERATED: readonly ToleratedError[] = [400, 429];

interface MessageAnswer {
  message: string;
}

/** Sends an access request; the answer is the same whether or not the email is known. */
export function useRequestAccount() {
  return useMutation({
    mutationFn: (request: AccessRequest) =>
      http.post<MessageAnswer>(API_PATHS.accessRequests, request, { tolerated: PUBLIC_TOLERATED }),
  });
}

/** Sets a password with the one-time token of an emailed link. */
export function useSetPasswordWithLink() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      http.post<MessageAnswer>(API_PATHS.setPassword, body, { tolerated: PUBLIC_TOLERATED }),
  });
}
